module.exports = {
	ontarioZIndex: {
		auto: { value: 'auto' },
		inherit: { value: 'inherit' },
		initial: { value: 'initial' },
		behindLow: { value: '-4' },
		behindMedium: { value: '-2' },
		behindHigh: { value: '-1' },
		neutral: { value: '0' },
		aboveLow: { value: '1' },
		aboveMedium: { value: '2' },
		aboveHigh: { value: '4' },
	},
};
