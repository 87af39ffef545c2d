// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "TweenKit",
    platforms: [
        .iOS(.v16), .macOS(.v13), .tvOS(.v16), .watchOS(.v9), .visionOS(.v1),
    ],
    products: [
        .library(name: "TweenKit", targets: ["TweenKit"]),
    ],
    targets: [
        .target(name: "TweenKit", path: "Sources/TweenKit"),
        // The Demo's scene, renderers and options, a library so that the tests reach them.
        .target(name: "DemoKit", dependencies: ["TweenKit"], path: "Demo/DemoKit"),
        .executableTarget(name: "Demo", dependencies: ["DemoKit"], path: "Demo/Main"),
        .testTarget(name: "TweenKitTests", dependencies: ["TweenKit", "DemoKit"], path: "Tests/TweenKitTests"),
        // Real windows and Core Animation: runs on macOS and the iOS simulator, compiles to nothing elsewhere.
        .testTarget(name: "TweenKitAppleTests", dependencies: ["TweenKit"], path: "Tests/TweenKitAppleTests",
                    swiftSettings: [.define("TWEENKIT_APPLE_TESTS")]),
    ],
    swiftLanguageModes: [.v6]
)
