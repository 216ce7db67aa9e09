# SPDX-FileCopyrightText: 2026 Kandesk contributors
# SPDX-License-Identifier: MIT
#
# Finds every dependency and, when one is missing, stops with its name and the command that
# installs it. packaging/setup-deps.sh builds KSyntaxHighlighting into a cache prefix on distributions
# without a Qt 6 package of it; that prefix is searched by default.

set(KANDESK_SETUP_HINT "Run: packaging/setup-deps.sh   (or ./dev test, which runs it for you)")

if(DEFINED ENV{KANDESK_DEPS_PREFIX})
    set(_kandesk_deps_prefix "$ENV{KANDESK_DEPS_PREFIX}")
elseif(DEFINED ENV{XDG_CACHE_HOME})
    set(_kandesk_deps_prefix "$ENV{XDG_CACHE_HOME}/kandesk/deps")
else()
    set(_kandesk_deps_prefix "$ENV{HOME}/.cache/kandesk/deps")
endif()
set(KANDESK_DEPS_PREFIX "${_kandesk_deps_prefix}" CACHE PATH "Prefix of dependencies built by packaging/setup-deps.sh")
list(APPEND CMAKE_PREFIX_PATH "${KANDESK_DEPS_PREFIX}")

set(KANDESK_QT_COMPONENTS Core Gui Widgets Network Concurrent Sql HttpServer WebSockets Svg Test)
set(_kandesk_missing "")
find_package(Qt6 6.4 QUIET COMPONENTS Core)
if(NOT Qt6_FOUND)
    message(FATAL_ERROR "Qt 6 (>= 6.4) not found (Debian package qt6-base-dev).\n${KANDESK_SETUP_HINT}")
endif()
foreach(_component IN LISTS KANDESK_QT_COMPONENTS)
    find_package(Qt6${_component} QUIET)
    if(NOT Qt6${_component}_FOUND)
        list(APPEND _kandesk_missing "Qt6${_component}")
    endif()
endforeach()
if(_kandesk_missing)
    message(FATAL_ERROR "Missing Qt 6 modules: ${_kandesk_missing}.\n${KANDESK_SETUP_HINT}")
endif()
find_file(KANDESK_QSQLITE_PLUGIN NAMES libqsqlite.so libqsqlite.dylib qsqlite.dll
    PATHS "${QT6_INSTALL_PREFIX}/${QT6_INSTALL_PLUGINS}/sqldrivers" NO_DEFAULT_PATH)
if(NOT KANDESK_QSQLITE_PLUGIN)
    message(FATAL_ERROR "The Qt 6 SQLite driver is missing (Debian package libqt6sql6-sqlite).\n${KANDESK_SETUP_HINT}")
endif()

find_package(Qt6Keychain QUIET)
if(NOT Qt6Keychain_FOUND)
    message(FATAL_ERROR "QtKeychain for Qt 6 not found (Debian package qtkeychain-qt6-dev).\n${KANDESK_SETUP_HINT}")
endif()

# SQLite's C API (online backups); the same library Qt's SQLite driver uses.
find_package(SQLite3 QUIET)
if(NOT SQLite3_FOUND)
    message(FATAL_ERROR "SQLite 3 headers not found (Debian package libsqlite3-dev).\n${KANDESK_SETUP_HINT}")
endif()

# yaml-cpp reads and writes kandev's workflow files (models/workflows/workflowfile.cpp).
find_package(yaml-cpp QUIET)
if(NOT yaml-cpp_FOUND)
    message(FATAL_ERROR "yaml-cpp not found (Debian package libyaml-cpp-dev).\n${KANDESK_SETUP_HINT}")
endif()

# libvterm: the terminals' VT engine (application/terminals/terminalscreen.cpp).
find_package(PkgConfig QUIET)
if(PkgConfig_FOUND)
    pkg_check_modules(VTERM QUIET IMPORTED_TARGET vterm)
endif()
if(NOT VTERM_FOUND)
    message(FATAL_ERROR "libvterm not found (Debian package libvterm-dev).\n${KANDESK_SETUP_HINT}")
endif()

# KSyntaxHighlighting: KF6 where the distribution has it, else KF5 5.116 built against Qt 6.
find_package(KF6SyntaxHighlighting QUIET)
if(KF6SyntaxHighlighting_FOUND)
    set(KANDESK_KSH_TARGET KF6::SyntaxHighlighting)
    set(KANDESK_KSH_VERSION ${KF6SyntaxHighlighting_VERSION})
else()
    find_package(KF5SyntaxHighlighting 5.116 QUIET)
    if(KF5SyntaxHighlighting_FOUND)
        get_target_property(_ksh_links KF5::SyntaxHighlighting INTERFACE_LINK_LIBRARIES)
        if(NOT "${_ksh_links}" MATCHES "Qt6::")
            message(FATAL_ERROR "KF5SyntaxHighlighting at ${KF5SyntaxHighlighting_DIR} is built against Qt 5; Kandesk needs a Qt 6 build.\n${KANDESK_SETUP_HINT}")
        endif()
        set(KANDESK_KSH_TARGET KF5::SyntaxHighlighting)
        set(KANDESK_KSH_VERSION ${KF5SyntaxHighlighting_VERSION})
    endif()
endif()
if(NOT KANDESK_KSH_TARGET)
    message(FATAL_ERROR "KSyntaxHighlighting for Qt 6 not found (KF6SyntaxHighlighting, or KF5SyntaxHighlighting 5.116 built against Qt 6 in ${KANDESK_DEPS_PREFIX}).\n${KANDESK_SETUP_HINT}")
endif()
message(STATUS "Kandesk: Qt ${Qt6_VERSION}, KSyntaxHighlighting ${KANDESK_KSH_VERSION} (${KANDESK_KSH_TARGET})")
