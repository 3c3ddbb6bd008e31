module.exports = {
	ontarioSpacing: {
		0: { value: '0' },
		1: { value: '0.25rem' },
		2: { value: '0.5rem' },
		3: { value: '0.75rem' },
		4: { value: '1rem' },
		5: { value: '1.5rem' },
		6: { value: '2rem' },
		7: { value: '2.5rem' },
		8: { value: '3rem' },
		9: { value: '4rem' },
		10: { value: '5rem' },
	},
};
