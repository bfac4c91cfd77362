# Installation layout and the .deb (scripts/package): binary, desktop file, icon,
# AppStream metainfo, MIME type, man page (from the commands' help, at build time),
# sample scenarios, the user guide, copyright and changelog.
include(GNUInstallDirs)
install(TARGETS gpu-tco RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR})
set(_desktop ${PROJECT_SOURCE_DIR}/resources/desktop)
install(FILES ${_desktop}/gpu-tco.desktop DESTINATION ${CMAKE_INSTALL_DATADIR}/applications)
install(FILES ${_desktop}/gpu-tco.svg DESTINATION ${CMAKE_INSTALL_DATADIR}/icons/hicolor/scalable/apps)
install(FILES ${_desktop}/io.github.gputco.GpuTco.metainfo.xml DESTINATION ${CMAKE_INSTALL_DATADIR}/metainfo)
install(FILES ${_desktop}/gpu-tco-mime.xml DESTINATION ${CMAKE_INSTALL_DATADIR}/mime/packages RENAME gpu-tco.xml)
file(GLOB _samples ${PROJECT_SOURCE_DIR}/resources/scenarios/*.json)
install(FILES ${_samples} DESTINATION ${CMAKE_INSTALL_DATADIR}/gpu-tco/scenarios)
install(FILES ${PROJECT_SOURCE_DIR}/docs/guide/index.html DESTINATION ${CMAKE_INSTALL_DOCDIR}/guide)

# The man page, generated from `gpu-tco --help` and each command's --help, gzipped (Debian policy).
set(_man ${CMAKE_BINARY_DIR}/gpu-tco.1)
add_custom_command(OUTPUT ${_man}.gz
                   COMMAND ${PROJECT_SOURCE_DIR}/scripts/man-page $<TARGET_FILE:gpu-tco> ${_man} ${PROJECT_VERSION}
                   COMMAND gzip -9nf ${_man}
                   DEPENDS gpu-tco ${PROJECT_SOURCE_DIR}/scripts/man-page
                   COMMENT "Writing the man page gpu-tco.1 from the commands' help")
add_custom_target(man_page ALL DEPENDS ${_man}.gz)
install(FILES ${_man}.gz DESTINATION ${CMAKE_INSTALL_MANDIR}/man1)

# Debian's copyright file and changelog.
set(_doc ${CMAKE_BINARY_DIR}/package-doc)
file(MAKE_DIRECTORY ${_doc})
file(WRITE ${_doc}/copyright
     "Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/\n"
     "Upstream-Name: gpu-tco\n\nFiles: *\nCopyright: 2026 GPU TCO Planner authors\nLicense: GPL-3.0-or-later\n"
     " On Debian systems, the full text of the GNU General Public License version 3\n"
     " can be found in /usr/share/common-licenses/GPL-3.\n")
string(TIMESTAMP _now "%a, %d %b %Y %H:%M:%S +0000" UTC)
file(WRITE ${_doc}/changelog
     "gpu-tco (${PROJECT_VERSION}) unstable; urgency=low\n\n  * Release ${PROJECT_VERSION}.\n\n"
     " -- GPU TCO Planner <gpu-tco@example.invalid>  ${_now}\n")
add_custom_command(OUTPUT ${_doc}/changelog.gz COMMAND gzip -9nkf ${_doc}/changelog DEPENDS ${_doc}/changelog)
add_custom_target(package_changelog ALL DEPENDS ${_doc}/changelog.gz)
install(FILES ${_doc}/copyright ${_doc}/changelog.gz DESTINATION ${CMAKE_INSTALL_DOCDIR})

set(CPACK_GENERATOR DEB)
set(CPACK_PACKAGE_NAME gpu-tco)
set(CPACK_PACKAGE_CONTACT "GPU TCO Planner <gpu-tco@example.invalid>")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "time-to-train and total cost of GPU clusters")
set(CPACK_DEBIAN_PACKAGE_DESCRIPTION
    "Plans deep-learning compute: a training and serving performance model and\na cost model for owned or rented GPU clusters, with a Qt window, a command\nline and PDF reports in English and Chinese.")
set(CPACK_DEBIAN_PACKAGE_SECTION science)
set(CPACK_DEBIAN_PACKAGE_PRIORITY optional)
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT) # gpu-tco_VERSION_ARCH.deb
# Plugins Qt loads with dlopen(): shlibdeps cannot see them.
set(CPACK_DEBIAN_PACKAGE_DEPENDS "libqt6sql6-sqlite, qt6-qpa-plugins, libqt6svg6, fonts-wqy-microhei | fonts-noto-cjk")
set(CPACK_DEBIAN_PACKAGE_RECOMMENDS "qt6-translations-l10n")
set(CPACK_DEBIAN_PACKAGE_CONTROL_STRICT_PERMISSION TRUE)
set(CPACK_STRIP_FILES ON)
set(CPACK_PACKAGING_INSTALL_PREFIX /usr)
include(CPack)
