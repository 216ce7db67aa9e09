# SPDX-FileCopyrightText: 2026 Kandesk contributors
# SPDX-License-Identifier: MIT
# The Docker executor: devcontainer.json as it reads it (no engine needed) and tests against a real
# engine (tests/support/dockerengine.h), which skip with the reason where dockerd cannot run.
# The engine tests take turns (one engine copying images at a time) beside the rest of the suite, and
# are started first (COST: about their seconds here) so that the suite's other tests fill the other
# core around them instead of leaving it idle at the end.
# devcontainer.json as the Docker executor reads it (comments, trailing commas, fields, errors with their line).
kandesk_add_test(tst_devcontainer SOURCES tst_devcontainer.cpp LIBS kandesk_lifecycle LABELS lifecycle)
if(TARGET agentctl_portable)
    kandesk_add_test(tst_dockerexecutor SOURCES tst_dockerexecutor.cpp ${CMAKE_SOURCE_DIR}/tests/support/dockerengine.h
        LIBS kandesk_lifecycle Qt6::Network Qt6::WebSockets kandesk_agentctl_api LABELS docker)
    target_compile_definitions(tst_dockerexecutor PRIVATE
        KANDESK_SOURCE_DIR="${CMAKE_SOURCE_DIR}"
        KANDESK_PORTABLE_TARBALL="${CMAKE_BINARY_DIR}/portable/agentctl-${PROJECT_VERSION}-x86_64.tar.gz")
    add_dependencies(tst_dockerexecutor agentctl_portable)
    # A cold first run builds the image with debootstrap (about three minutes here).
    set_tests_properties(tst_dockerexecutor PROPERTIES TIMEOUT 900 RESOURCE_LOCK docker_engine COST 35)
endif()
# The backend on a second engine of the test's own that has a bridge network (published ports).
if(TARGET agentctl_portable)
    kandesk_add_test(tst_dockerbridge SOURCES tst_dockerbridge.cpp ${CMAKE_SOURCE_DIR}/tests/support/dockerengine.h
        ${CMAKE_SOURCE_DIR}/tests/support/dockerbackendkit.h
        LIBS kandesk_lifecycle Qt6::Network Qt6::WebSockets kandesk_agentctl_api LABELS docker)
    target_compile_definitions(tst_dockerbridge PRIVATE
        KANDESK_SOURCE_DIR="${CMAKE_SOURCE_DIR}"
        KANDESK_PORTABLE_TARBALL="${CMAKE_BINARY_DIR}/portable/agentctl-${PROJECT_VERSION}-x86_64.tar.gz")
    add_dependencies(tst_dockerbridge agentctl_portable)
    set_tests_properties(tst_dockerbridge PROPERTIES TIMEOUT 900 RESOURCE_LOCK docker_engine COST 20)
endif()
# `kandesk run --executor NAME` on a Docker executor, and a session taken back after Kandesk was killed.
if(TARGET agentctl_portable)
    kandesk_add_test(tst_dockerrun SOURCES tst_dockerrun.cpp ${CMAKE_SOURCE_DIR}/tests/support/dockerengine.h
        ${CMAKE_SOURCE_DIR}/tests/support/sshtestrepo.h LIBS kandesk_cli kandesk_application Qt6::Network LABELS docker cli)
    target_compile_definitions(tst_dockerrun PRIVATE
        KANDESK_APP_PATH="$<TARGET_FILE:kandesk>"
        KANDESK_SOURCE_DIR="${CMAKE_SOURCE_DIR}"
        KANDESK_PORTABLE_TARBALL="${CMAKE_BINARY_DIR}/portable/agentctl-${PROJECT_VERSION}-x86_64.tar.gz")
    add_dependencies(tst_dockerrun kandesk agentctl_portable)
    set_tests_properties(tst_dockerrun PROPERTIES TIMEOUT 900 RESOURCE_LOCK docker_engine COST 60)
    # The same on an engine with a bridge of the test's own: agentctl's ports published on 127.0.0.1.
    add_test(NAME tst_dockerrun_bridge COMMAND tst_dockerrun)
    set_tests_properties(tst_dockerrun_bridge PROPERTIES
        ENVIRONMENT "${KANDESK_TEST_ENVIRONMENT};KANDESK_TEST_DOCKER_BRIDGE=1"
        LABELS "docker;cli" TIMEOUT 900 RESOURCE_LOCK docker_engine COST 55)
endif()
# A remote engine's changes (KANDESK_DOCKER_REMOTE=1 on the test's engine) read through the container's agentctl.
if(TARGET agentctl_portable)
    kandesk_add_test(tst_dockerchanges SOURCES tst_dockerchanges.cpp ${CMAKE_SOURCE_DIR}/tests/support/dockerengine.h
        ${CMAKE_SOURCE_DIR}/tests/support/dockerbackendkit.h ${CMAKE_SOURCE_DIR}/tests/support/sshtestrepo.h
        LIBS kandesk_application Qt6::Network Qt6::WebSockets kandesk_agentctl_api LABELS docker)
    target_compile_definitions(tst_dockerchanges PRIVATE
        KANDESK_SOURCE_DIR="${CMAKE_SOURCE_DIR}"
        KANDESK_PORTABLE_TARBALL="${CMAKE_BINARY_DIR}/portable/agentctl-${PROJECT_VERSION}-x86_64.tar.gz")
    add_dependencies(tst_dockerchanges agentctl_portable)
    set_tests_properties(tst_dockerchanges PROPERTIES TIMEOUT 900 RESOURCE_LOCK docker_engine COST 15)
endif()
