module.exports = {
	ontarioFontLineHeights: {
		default: { value: '1.6' },
		1: { value: '1.2' },
		2: { value: '1.29' },
		3: { value: '1.33' },
		4: { value: '1.37' },
		5: { value: '1.39' },
		6: { value: '1.43' },
		7: { value: '1.5' },
		8: { value: '1.56' },
	},
};
