import { Stack, Token } from 'aws-cdk-lib';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import type { Construct } from 'constructs';

/**
 * The alarm a deployment group rolls back on, as `group` names it. A group in another nested stack than the
 * alarm's (the scheduled jobs' nested stack) names it by its name, not by a reference: a reference would
 * make that stack wait for the alarms' stack, which waits for it (the alarms watch its functions and
 * queues), and CloudFormation refuses the cycle. The name is the alarm's own (`<prefix>-<key>`), so
 * CodeDeploy polls the same alarm.
 */
export function rollbackAlarm(group: Construct, alarm: cloudwatch.Alarm, prefix: string): cloudwatch.IAlarm {
  const groupStack = Stack.of(group);
  if (groupStack === Stack.of(alarm) || !groupStack.nestedStackParent) return alarm;
  if (Token.isUnresolved(prefix)) {
    throw new Error(
      `${group.node.path} is in a nested stack of its own: the alarms need a literal alarmPrefix to be named there.`,
    );
  }
  const key = alarm.node.id;
  return cloudwatch.Alarm.fromAlarmName(group, `RollbackAlarm-${key}`, `${prefix}-${key}`);
}
