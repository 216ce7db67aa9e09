# SPDX-FileCopyrightText: 2026 Kandesk contributors
# SPDX-License-Identifier: MIT
kandesk_add_test(tst_launchscenarios SOURCES tst_launchscenarios.cpp lifecyclefakes.h
    LIBS kandesk_test_ports Qt6::HttpServer LABELS lifecycle)

# Every ported scenario is also a ctest of its own, named after it, so `ctest -R <scenario>` runs one.
file(STRINGS ${CMAKE_CURRENT_LIST_DIR}/tst_launchscenarios.cpp _scenario_lines REGEX "^    void [A-Za-z0-9]+\\(\\);$")
foreach(_line IN LISTS _scenario_lines)
    string(REGEX REPLACE "^    void ([A-Za-z0-9]+)\\(\\);$" "\\1" _scenario "${_line}")
    if(_scenario STREQUAL "initTestCase")
        continue()
    endif()
    add_test(NAME lifecycle.scenario.${_scenario} COMMAND tst_launchscenarios ${_scenario})
    set_tests_properties(lifecycle.scenario.${_scenario} PROPERTIES
        ENVIRONMENT "QT_QPA_PLATFORM=offscreen;QT_LOGGING_RULES=kandesk.*.info=false"
        LABELS "lifecycle;scenario"
        TIMEOUT 120)
endforeach()
set_property(DIRECTORY APPEND PROPERTY CMAKE_CONFIGURE_DEPENDS ${CMAKE_CURRENT_LIST_DIR}/tst_launchscenarios.cpp)

kandesk_add_test(tst_lifecyclecapabilities SOURCES tst_lifecyclecapabilities.cpp lifecyclefakes.h
    LIBS kandesk_test_ports Qt6::HttpServer LABELS lifecycle)

kandesk_add_test(tst_launchguards SOURCES tst_launchguards.cpp lifecyclefakes.h
    LIBS kandesk_test_ports Qt6::HttpServer LABELS lifecycle)

kandesk_add_test(tst_mcpresolution SOURCES tst_mcpresolution.cpp LIBS kandesk_test_ports LABELS lifecycle)
kandesk_add_test(tst_checkpoints SOURCES tst_checkpoints.cpp LIBS kandesk_lifecycle LABELS lifecycle)
# Reads the copy step's "%n file(s)" as Kandesk says it in English (tests/support/englishplurals.cpp).
kandesk_add_test(tst_dependencyfolders SOURCES tst_dependencyfolders.cpp LIBS kandesk_lifecycle kandesk_test_english
    LABELS lifecycle)
kandesk_add_test(tst_gitworktrees SOURCES tst_gitworktrees.cpp LIBS kandesk_lifecycle LABELS lifecycle)
kandesk_add_test(tst_setupscript SOURCES tst_setupscript.cpp LIBS kandesk_lifecycle LABELS lifecycle)
kandesk_add_test(tst_localexecution SOURCES tst_localexecution.cpp LIBS kandesk_lifecycle LABELS lifecycle)
kandesk_add_test(tst_storeadapters SOURCES tst_storeadapters.cpp LIBS kandesk_lifecycle Qt6::Concurrent LABELS lifecycle)
kandesk_add_test(tst_mcpservers SOURCES tst_mcpservers.cpp LIBS kandesk_application kandesk_test_ports LABELS lifecycle)
kandesk_add_test(tst_faultmatrix SOURCES tst_faultmatrix.cpp LIBS kandesk_application Qt6::Sql LABELS lifecycle)
kandesk_add_test(tst_agentundercpuload SOURCES tst_agentundercpuload.cpp LIBS kandesk_application LABELS lifecycle)
kandesk_add_test(tst_reviewdiff SOURCES tst_reviewdiff.cpp LIBS kandesk_lifecycle LABELS lifecycle)
kandesk_add_test(tst_ptyprocess SOURCES terminal/tst_ptyprocess.cpp LIBS kandesk_lifecycle LABELS lifecycle)
kandesk_add_test(tst_gitlabclient SOURCES tst_gitlabclient.cpp LIBS kandesk_lifecycle Qt6::HttpServer LABELS lifecycle)
kandesk_add_test(tst_issuetrackers SOURCES tst_issuetrackers.cpp LIBS kandesk_lifecycle Qt6::HttpServer LABELS lifecycle)
