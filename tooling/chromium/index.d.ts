export declare const chromiumPath: string;
export declare const chromiumArgs: string[];
export declare const playwrightLaunchOptions: { executablePath: string; args: string[] };
export declare function assertChromium(): void;
