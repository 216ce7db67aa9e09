# SPDX-FileCopyrightText: 2026 Kandesk contributors
# SPDX-License-Identifier: MIT
kandesk_add_test(tst_singleinstance SOURCES tst_singleinstance.cpp LIBS kandesk_ui LABELS ui)
target_compile_definitions(tst_singleinstance PRIVATE KANDESK_APP_PATH="$<TARGET_FILE:kandesk>")
add_dependencies(tst_singleinstance kandesk)
kandesk_add_test(tst_notifications SOURCES tst_notifications.cpp recordingsink.h LIBS kandesk_ui LABELS ui)
kandesk_add_test(tst_quickchat SOURCES tst_quickchat.cpp recordingsink.h LIBS kandesk_ui LABELS ui)
find_package(Qt6DBus QUIET)
if(Qt6DBus_FOUND)
    kandesk_add_test(tst_freedesktopnotifications SOURCES tst_freedesktopnotifications.cpp fakenotificationserver.h
        LIBS kandesk_ui Qt6::DBus LABELS ui)
    kandesk_add_test(tst_notificationactions SOURCES tst_notificationactions.cpp fakenotificationserver.h
        ${CMAKE_SOURCE_DIR}/tests/support/testhome.h LIBS kandesk_ui Qt6::DBus LABELS ui)
endif()
