import { Module } from '@nestjs/common';
import { RealtimeGateway } from './realtime.gateway';
import { RoomBroadcaster } from './room-broadcaster';

// The socket gateway, and the broadcaster through which the rest of the server reaches sockets.
@Module({ providers: [RealtimeGateway, RoomBroadcaster], exports: [RoomBroadcaster] })
export class RealtimeModule {}
