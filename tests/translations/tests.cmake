# SPDX-FileCopyrightText: 2026 Kandesk contributors
# SPDX-License-Identifier: MIT
# The catalog holds every translatable string of the sources, and each translation is finished and
# keeps its source's placeholders and keyboard mnemonic.
string(JOIN "," translated_dirs ${KANDESK_TRANSLATED_DIRS})
kandesk_add_test(tst_translationcatalog SOURCES tst_translationcatalog.cpp LABELS translations)
target_compile_definitions(tst_translationcatalog PRIVATE KANDESK_SOURCE_DIR="${CMAKE_SOURCE_DIR}"
    KANDESK_LUPDATE="$<TARGET_FILE:Qt6::lupdate>" KANDESK_LRELEASE="$<TARGET_FILE:Qt6::lrelease>"
    KANDESK_TRANSLATED_DIRS="${translated_dirs}")
