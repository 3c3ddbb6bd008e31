module.exports = {
	ontarioTextDirections: {
		textDirection: { value: 'ltr' },
		defaultFloat: { value: 'left' },
		oppositeDirection: { value: 'right' },
	},
};
