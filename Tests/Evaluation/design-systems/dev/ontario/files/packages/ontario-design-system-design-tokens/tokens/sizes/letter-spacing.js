module.exports = {
	ontarioFontLetterSpacing: {
		xSmall: { value: '0.02rem' },
		small: { value: '0.025rem' },
		medium: { value: '0.03rem' },
		large: { value: '0.0313rem' },
		xLarge: { value: '0.04rem' },
	},
};
