# Sourced by the scripts that run the `mappings` tool (jq-compare.sh,
# spark-example.sh, stream-memory.sh): which binary they run.
#
# mappings_tool CONFIGURATION: $MAPPINGS_TOOL when it is set, else the tool
# built in CONFIGURATION (debug or release), built first.
mappings_tool() {
    if [ -n "${MAPPINGS_TOOL:-}" ]; then
        echo "$MAPPINGS_TOOL"
        return
    fi
    swift build -c "$1" --product mappings >/dev/null || return 1
    echo "$PWD/.build/$1/mappings"
}
