module.exports = {
	ontarioGridColumns: {
		includeHtmlClasses: { value: 'true' },
		totalColumns: { value: '12' },
		rowWidth: { value: '1152' },
		columnGutter: { value: '32' },
		columnCount1: { value: '1' },
		columnCount2: { value: '2' },
		columnCount3: { value: '3' },
		columnCount4: { value: '4' },
	},
};
