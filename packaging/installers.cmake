# SPDX-FileCopyrightText: 2026 Kandesk contributors
# SPDX-License-Identifier: MIT
# Installer recipes for the platforms CI cannot run here. Each is complete: on its platform,
# `cmake --preset release && cmake --build --preset release && cpack --config build/release/CPackConfig.cmake`.

if(WIN32)
    # NSIS installer; windeployqt gathers the Qt DLLs and plugins next to kandesk.exe.
    find_program(WINDEPLOYQT windeployqt HINTS "${QT6_INSTALL_PREFIX}/bin")
    if(WINDEPLOYQT)
        install(CODE "execute_process(COMMAND \"${WINDEPLOYQT}\" --no-translations --no-compiler-runtime
                          \"\${CMAKE_INSTALL_PREFIX}/${CMAKE_INSTALL_BINDIR}/kandesk.exe\")")
    endif()
    install(TARGETS agentctl RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR})
    set(CPACK_GENERATOR NSIS)
    set(CPACK_NSIS_DISPLAY_NAME Kandesk)
    set(CPACK_NSIS_PACKAGE_NAME Kandesk)
    set(CPACK_NSIS_MUI_ICON ${KANDESK_ICON_ICO})
    set(CPACK_NSIS_INSTALLED_ICON_NAME "${CMAKE_INSTALL_BINDIR}\\\\kandesk.exe")
    set(CPACK_NSIS_CREATE_ICONS_EXTRA "CreateShortCut '$SMPROGRAMS\\\\$STARTMENU_FOLDER\\\\Kandesk.lnk' '$INSTDIR\\\\${CMAKE_INSTALL_BINDIR}\\\\kandesk.exe'")
    set(CPACK_NSIS_DELETE_ICONS_EXTRA "Delete '$SMPROGRAMS\\\\$START_MENU\\\\Kandesk.lnk'")
    set(CPACK_NSIS_ENABLE_UNINSTALL_BEFORE_INSTALL ON)
elseif(APPLE)
    # A drag-and-drop disk image of Kandesk.app; macdeployqt bundles Qt and KSyntaxHighlighting.
    set_target_properties(kandesk PROPERTIES
        MACOSX_BUNDLE ON
        MACOSX_BUNDLE_BUNDLE_NAME Kandesk
        MACOSX_BUNDLE_GUI_IDENTIFIER io.github.kandesk.Kandesk
        MACOSX_BUNDLE_SHORT_VERSION_STRING ${PROJECT_VERSION})
    install(TARGETS kandesk BUNDLE DESTINATION .)
    install(TARGETS agentctl RUNTIME DESTINATION Kandesk.app/Contents/MacOS)
    find_program(MACDEPLOYQT macdeployqt HINTS "${QT6_INSTALL_PREFIX}/bin")
    if(MACDEPLOYQT)
        install(CODE "execute_process(COMMAND \"${MACDEPLOYQT}\" \"\${CMAKE_INSTALL_PREFIX}/Kandesk.app\"
                          -executable=\"\${CMAKE_INSTALL_PREFIX}/Kandesk.app/Contents/MacOS/agentctl\")")
    endif()
    set(CPACK_GENERATOR DragNDrop)
    set(CPACK_DMG_VOLUME_NAME Kandesk)
else()
    # `cpack` alone makes the .deb, and the .rpm too where rpmbuild is installed (Debian's rpm package).
    find_program(KANDESK_RPMBUILD rpmbuild)
    set(CPACK_GENERATOR DEB)
    if(KANDESK_RPMBUILD)
        list(APPEND CPACK_GENERATOR RPM)
    endif()
endif()
