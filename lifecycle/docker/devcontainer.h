// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "models/expected.h"

#include <QByteArray>
#include <QList>
#include <QMap>
#include <QString>
#include <QStringList>

namespace kandesk::docker {

// What Kandesk takes from a repository's devcontainer.json (the Development Containers format):
// the image, the container's environment, the user its processes run as, the command run once
// after the container is created, and extra mounts. Anything else in the file is left alone.
struct Devcontainer {
    QString file; // the file read, for messages
    QString image;
    QMap<QString, QString> containerEnv;
    QString remoteUser;
    // Each entry one command: an argv (the array form) or {"/bin/sh", "-c", text} (the string
    // form); the object form gives several, run one after the other in name order.
    QList<QStringList> postCreateCommands;
    QStringList mounts; // in docker --mount's own syntax ("type=bind,source=…,target=…")
};

// The devcontainer.json of a workspace: .devcontainer/devcontainer.json, else .devcontainer.json.
// Empty when there is none.
QString findDevcontainerFile(const QString &workspace);

// JSON with comments (// and /* */ outside strings) and trailing commas, as devcontainer.json
// allows, made plain JSON. Comments and those commas become spaces, so offsets and lines stay.
QByteArray plainJson(const QByteArray &jsonWithComments);

// Reads text as the devcontainer.json named file; ${localWorkspaceFolder} and
// ${containerWorkspaceFolder} become workspace (mounted at the same path), ${localEnv:NAME} this
// process's environment variable. A file that is not JSON, or a field of the wrong kind, is
// refused in words naming the file and the line.
Expected<Devcontainer> parseDevcontainer(const QByteArray &text, const QString &file, const QString &workspace);

// The workspace's devcontainer.json read and parsed; an error when there is none.
Expected<Devcontainer> readDevcontainer(const QString &workspace);

} // namespace kandesk::docker
