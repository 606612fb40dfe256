// Placeholder entry until the elements land (issue 3).
export {}
