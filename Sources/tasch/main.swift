import Drivers

// Everything lives in Drivers; the executable only hands over the process's arguments and environment, and the
// default catalogue, which SwiftPM builds into it from Resources/catalogue.json.
TaschApp.runOnMainThread(
    arguments: Array(CommandLine.arguments.dropFirst()),
    environment: ProcessEnvironment.variables(),
    builtInCatalogue: PackageResources.catalogue_json
)
