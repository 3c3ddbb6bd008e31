internal import CLittleCMS

public enum _Placeholder {}
