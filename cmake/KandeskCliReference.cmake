# SPDX-FileCopyrightText: 2026 Kandesk contributors
# SPDX-License-Identifier: MIT
#
# Script mode (cmake -P), at build time: writes what the built kandesk prints for WHAT (manpage, or
# a shell: bash, zsh, fish) to OUTPUT. The manual page and the completions are made from the CLI's
# own usage tables this way, never written by hand.
#   -DKANDESK=<path to kandesk> -DWHAT=manpage|bash|zsh|fish -DOUTPUT=<file>
if(WHAT STREQUAL "manpage")
    set(arguments manpage)
else()
    set(arguments completions ${WHAT})
endif()
# A sanitized build's kandesk reports its leaks at exit; the text it prints is what counts here.
set(ENV{ASAN_OPTIONS} "detect_leaks=0")
set(ENV{QT_QPA_PLATFORM} "offscreen")
get_filename_component(folder "${OUTPUT}" DIRECTORY)
file(MAKE_DIRECTORY "${folder}")
execute_process(COMMAND "${KANDESK}" ${arguments} OUTPUT_FILE "${OUTPUT}.part" RESULT_VARIABLE result ERROR_VARIABLE said)
if(NOT result EQUAL 0)
    message(FATAL_ERROR "kandesk ${arguments} failed (${result}): ${said}")
endif()
file(RENAME "${OUTPUT}.part" "${OUTPUT}")
