// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "application/sessions/profileagentcalls.h"
#include "models/types.h"

#include <QDialog>

class QComboBox;
class QDialogButtonBox;
class QLabel;
class QTreeWidget;

namespace kandesk::ui {

// File ▸ Import Agent Session…: the sessions an agent profile's agent keeps (ACP session/list),
// for one of the workspace's repositories or for every folder, asked again as the choice changes;
// Import takes the one picked. The list is asked off the GUI thread; a stale answer is dropped.
class ImportSessionDialog final : public QDialog
{
    Q_OBJECT
public:
    // Lists the sessions of preferredProfileId's agent first (when it is among profiles).
    ImportSessionDialog(ProfileAgentCalls &calls, const QList<AgentProfile> &profiles, const QList<Repository> &repositories,
                        const QString &preferredProfileId = {}, QWidget *parent = nullptr);

    QString profileId() const;
    AgentSessionEntry session() const; // the one picked

    void selectProfile(const QString &profileId);

private:
    void listSessions();
    void showSessions(const QList<AgentSessionEntry> &sessions);
    void updateImportButton();

    ProfileAgentCalls &m_calls;
    QComboBox *m_profiles = nullptr;
    QComboBox *m_folders = nullptr;
    QTreeWidget *m_list = nullptr;
    QLabel *m_status = nullptr;
    QDialogButtonBox *m_buttons = nullptr;
    QList<AgentSessionEntry> m_shown;
    int m_asked = 0; // which listing the answer must belong to
};

} // namespace kandesk::ui
