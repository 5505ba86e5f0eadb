// swift-tools-version:6.0
// libFuzzer harnesses for flowviz's loaders. A package of its own so that the fuzzer flags
// never reach the main package's `swift build` / `swift test`. Build and run with Scripts/fuzz.sh;
// see Docs/FUZZING.md.
import PackageDescription

let package = Package(
    name: "flowviz-fuzz",
    platforms: [.macOS(.v13)],
    dependencies: [
        // `name:` so that the product references below work whatever the checkout directory is called.
        .package(name: "flowviz", path: ".."),
    ],
    targets: [
        .executableTarget(
            name: "FuzzJSONLoader",
            dependencies: [.product(name: "FlowvizJSON", package: "flowviz")]
        ),
        .executableTarget(
            name: "FuzzConfigLoader",
            dependencies: [.product(name: "FlowvizConfig", package: "flowviz")]
        ),
        // Not a libFuzzer harness: random graphs by seed, built with AddressSanitizer only.
        .executableTarget(
            name: "FuzzRender",
            dependencies: [
                .product(name: "FlowvizGraphviz", package: "flowviz"), .product(name: "FlowvizRender", package: "flowviz"),
                .product(name: "FlowvizLint", package: "flowviz"), .product(name: "FlowvizJSON", package: "flowviz"),
                .product(name: "FlowvizSynth", package: "flowviz"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
