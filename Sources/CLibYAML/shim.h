#ifndef CLIBYAML_SHIM_H
#define CLIBYAML_SHIM_H
// libyaml's event parser (LegibleYAML: yaml_parser_parse). pkg-config yaml-0.1 finds it; the
// header is <yaml.h> in the default include path on Debian and Homebrew.
#include <yaml.h>
#endif
