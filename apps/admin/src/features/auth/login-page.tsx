import { Alert, Button, Card, Form, Input, Typography } from 'antd';
import { useState } from 'react';

import { ApiError } from '../../lib/api';
import type { OperatorSession } from '../../lib/session';
import { texts } from '../../texts';
import { type LoginStep, changeOwnPassword, confirmEnrolment, login } from './login-api';

interface Credentials {
  account: string;
  password: string;
}

type Stage =
  | { kind: 'password' }
  | { kind: 'totp'; credentials: Credentials }
  | { kind: 'enrolCode'; credentials: Credentials }
  | { kind: 'enrol'; session: OperatorSession; enrolment: NonNullable<LoginStep['enrolment']> }
  | { kind: 'newPassword'; credentials: Credentials; session: OperatorSession };

const titles: Record<Stage['kind'], string> = {
  password: texts.login.title,
  totp: texts.login.totpTitle,
  enrolCode: texts.login.enrolCodeTitle,
  enrol: texts.login.enrolTitle,
  newPassword: texts.login.newPasswordTitle,
};

/**
 * Account and password, then what the server asks for (ADR 102): the TOTP code; or, for an operator
 * who must enrol, the admin's one-time enrolment code, then the secret and its first code.
 */
export function LoginPage({ onSignedIn }: { onSignedIn: (session: OperatorSession) => void }) {
  const [stage, setStage] = useState<Stage>({ kind: 'password' });
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function run(action: () => Promise<void>) {
    setBusy(true);
    setError(null);
    try {
      await action();
    } catch (err) {
      setError(err instanceof ApiError ? err.message : texts.common.loadFailed);
    } finally {
      setBusy(false);
    }
  }

  const submit = (credentials: Credentials, extra: { totp?: string; enrolCode?: string } = {}) =>
    run(async () => {
      const answer = await login({ ...credentials, ...extra });
      const session =
        answer.token && answer.role && answer.account
          ? { token: answer.token, role: answer.role, account: answer.account }
          : null;
      if (answer.step === 'done' && session) {
        // A generated first password is replaced before any desk opens.
        if (answer.mustChangePassword) setStage({ kind: 'newPassword', credentials, session });
        else onSignedIn(session);
      } else if (answer.step === 'enrol' && session && answer.enrolment)
        setStage({ kind: 'enrol', session, enrolment: answer.enrolment });
      else if (answer.step === 'enrolCode') setStage({ kind: 'enrolCode', credentials });
      else setStage({ kind: 'totp', credentials });
    });

  const replacePassword = (stage: Extract<Stage, { kind: 'newPassword' }>, newPassword: string) =>
    run(async () => {
      await changeOwnPassword({ oldPassword: stage.credentials.password, newPassword }, stage.session.token);
      onSignedIn(stage.session);
    });

  const confirm = (session: OperatorSession, code: string) =>
    run(async () => {
      await confirmEnrolment(session.token, code);
      onSignedIn(session);
    });

  return (
    <div style={{ minHeight: '100vh', display: 'grid', placeItems: 'center', background: '#f0f2f5' }}>
      <main>
        <Card style={{ width: 400 }}>
          <Typography.Title level={1} style={{ fontSize: 22, marginTop: 0 }}>
            {titles[stage.kind]}
          </Typography.Title>
          {error && <Alert type="error" title={error} showIcon style={{ marginBottom: 16 }} role="alert" />}
          {stage.kind === 'password' ? (
            <Form<Credentials>
              layout="vertical"
              onFinish={(values) => void submit(values)}
              requiredMark={false}
            >
              <Form.Item
                name="account"
                label={texts.login.account}
                rules={[{ required: true, message: texts.login.required }]}
              >
                <Input autoComplete="username" autoFocus />
              </Form.Item>
              <Form.Item
                name="password"
                label={texts.login.password}
                rules={[{ required: true, message: texts.login.required }]}
              >
                <Input.Password autoComplete="current-password" />
              </Form.Item>
              <Button type="primary" htmlType="submit" block loading={busy}>
                {texts.login.submit}
              </Button>
            </Form>
          ) : stage.kind === 'newPassword' ? (
            <NewPasswordStep busy={busy} onPassword={(p) => void replacePassword(stage, p)} />
          ) : stage.kind === 'enrolCode' ? (
            <EnrolCodeStep
              busy={busy}
              onBack={() => setStage({ kind: 'password' })}
              onCode={(enrolCode) => void submit(stage.credentials, { enrolCode })}
            />
          ) : (
            <TotpStep
              enrolment={stage.kind === 'enrol' ? stage.enrolment : undefined}
              busy={busy}
              onBack={() => setStage({ kind: 'password' })}
              onCode={(code) =>
                void (stage.kind === 'enrol'
                  ? confirm(stage.session, code)
                  : submit(stage.credentials, { totp: code }))
              }
            />
          )}
        </Card>
      </main>
    </div>
  );
}

function EnrolCodeStep(props: { busy: boolean; onBack: () => void; onCode: (code: string) => void }) {
  return (
    <Form<{ enrolCode: string }>
      layout="vertical"
      onFinish={(values) => props.onCode(values.enrolCode)}
      requiredMark={false}
    >
      <Typography.Paragraph>{texts.login.enrolCodeHint}</Typography.Paragraph>
      <Form.Item
        name="enrolCode"
        label={texts.login.enrolCode}
        rules={[{ required: true, message: texts.login.required }]}
      >
        <Input autoComplete="one-time-code" autoFocus />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={props.busy}>
        {texts.login.enrolCodeSubmit}
      </Button>
      <Button type="link" block onClick={props.onBack} style={{ marginTop: 8 }}>
        {texts.login.back}
      </Button>
    </Form>
  );
}

function TotpStep(props: {
  enrolment: LoginStep['enrolment'];
  busy: boolean;
  onBack: () => void;
  onCode: (code: string) => void;
}) {
  return (
    <Form<{ totp: string }>
      layout="vertical"
      onFinish={(values) => props.onCode(values.totp)}
      requiredMark={false}
    >
      <Typography.Paragraph>
        {props.enrolment ? texts.login.enrolHint : texts.login.totpHint}
      </Typography.Paragraph>
      {props.enrolment && (
        <Typography.Paragraph>
          {texts.login.enrolSecret}:{' '}
          <Typography.Text code copyable data-testid="totp-secret">
            {props.enrolment.secret}
          </Typography.Text>
          <br />
          <Typography.Link href={props.enrolment.otpauthUrl}>otpauth://</Typography.Link>
        </Typography.Paragraph>
      )}
      <Form.Item
        name="totp"
        label={texts.login.totpCode}
        rules={[
          { required: true, message: texts.login.required },
          { pattern: /^\d{6}$/, message: texts.login.codeFormat },
        ]}
      >
        <Input autoComplete="one-time-code" inputMode="numeric" maxLength={6} autoFocus />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={props.busy}>
        {texts.login.totpSubmit}
      </Button>
      <Button type="link" block onClick={props.onBack} style={{ marginTop: 8 }}>
        {texts.login.back}
      </Button>
    </Form>
  );
}

/** After a generated first password: the operator's own one (8+ characters, typed twice). */
function NewPasswordStep(props: { busy: boolean; onPassword: (password: string) => void }) {
  return (
    <Form<{ newPassword: string; confirm: string }>
      layout="vertical"
      onFinish={(values) => props.onPassword(values.newPassword)}
      requiredMark={false}
    >
      <Typography.Paragraph>{texts.login.newPasswordHint}</Typography.Paragraph>
      <Form.Item
        name="newPassword"
        label={texts.login.newPassword}
        rules={[
          { required: true, message: texts.login.required },
          { min: 8, message: texts.login.newPasswordLength },
        ]}
      >
        <Input.Password autoComplete="new-password" autoFocus />
      </Form.Item>
      <Form.Item
        name="confirm"
        label={texts.login.confirmPassword}
        dependencies={['newPassword']}
        rules={[
          { required: true, message: texts.login.required },
          ({ getFieldValue }) => ({
            validator: (_rule, value) =>
              value === getFieldValue('newPassword')
                ? Promise.resolve()
                : Promise.reject(new Error(texts.login.passwordMismatch)),
          }),
        ]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={props.busy}>
        {texts.login.newPasswordSubmit}
      </Button>
    </Form>
  );
}
