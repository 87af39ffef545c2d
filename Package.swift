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
        .executableTarget(name: "Demo", dependencies: ["TweenKit"], path: "Demo"),
        .testTarget(name: "TweenKitTests", dependencies: ["TweenKit"], path: "Tests/TweenKitTests"),
    ],
    swiftLanguageModes: [.v6]
)
