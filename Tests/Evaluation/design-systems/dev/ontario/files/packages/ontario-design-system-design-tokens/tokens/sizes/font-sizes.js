module.exports = {
	ontarioFontSizes: {
		small: { value: '0.875rem' },
		standardBodyText: { value: '1rem' },
		large: { value: '1.25rem' },
		xLarge: { value: '1.5rem' },
	},
};
