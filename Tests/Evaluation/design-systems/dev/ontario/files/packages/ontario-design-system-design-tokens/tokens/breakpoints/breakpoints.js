// config.js
module.exports = {
	ontarioBreakpoints: {
		xsmall: { value: '20em' },
		small: { value: '40em' },
		medium: { value: '73em' },
		large: { value: '96em' },
		xlarge: { value: '120em' },
	},
};
