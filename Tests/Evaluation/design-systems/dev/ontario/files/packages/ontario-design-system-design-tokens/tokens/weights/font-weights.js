module.exports = {
	ontarioFontWeights: {
		thin: { value: '100' },
		extraLight: { value: '200' },
		light: { value: '300' },
		normal: { value: '400' },
		medium: { value: '500' },
		semiBold: { value: '600' },
		bold: { value: '700' },
		extraBold: { value: '800' },
		black: { value: '900' },
	},
};
