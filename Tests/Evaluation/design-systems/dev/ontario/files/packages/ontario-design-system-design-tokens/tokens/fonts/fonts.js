module.exports = {
	ontarioFont: {
		courierPrime: { value: '"Courier Prime", Courier, "Courier New", monospace' },
		openSans: { value: '"Open Sans", "Helvetica Neue", Helvetica, Arial, sans-serif' },
		ralewayModified: { value: '"Raleway Modified", "Open Sans", "Helvetica Neue", Helvetica, Arial, sans-serif' },
	},
};
