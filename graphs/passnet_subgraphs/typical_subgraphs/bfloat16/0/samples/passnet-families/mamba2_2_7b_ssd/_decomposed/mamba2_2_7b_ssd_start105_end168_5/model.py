import torch
from torch import device
from torch import inf

class GraphModule(torch.nn.Module):
    
    
    
    def forward(self, in_0, in_1, in_2, in_3, in_4, in_5):
        tmp_0 = torch.nn.functional.linear(in_5, in_2, None);  in_5 = in_2 = None
        tmp_1 = torch.functional.split(tmp_0, [5120, 5376, 80], dim = -1);  tmp_0 = None
        tmp_2 = tmp_1[0]
        tmp_3 = tmp_1[1]
        tmp_4 = tmp_1[2];  tmp_1 = None
        tmp_5 = tmp_4 + in_4;  tmp_4 = in_4 = None
        tmp_6 = torch.nn.functional.softplus(tmp_5);  tmp_5 = None
        tmp_7 = tmp_3.transpose(1, 2);  tmp_3 = None
        to = tmp_7.to(torch.bfloat16);  tmp_7 = None
        tmp_8 = torch.conv1d(to, in_1, in_0, (1,), (3,), (1,), 5376);  to = in_1 = in_0 = None
        tmp_9 = tmp_8[(Ellipsis, slice(None, 16, None))];  tmp_8 = None
        tmp_10 = tmp_9.transpose(1, 2);  tmp_9 = None
        tmp_11 = torch.nn.functional.silu(tmp_10);  tmp_10 = None
        tmp_12 = torch.functional.split(tmp_11, [5120, 128, 128], dim = -1);  tmp_11 = None
        tmp_13 = tmp_12[0]
        tmp_14 = tmp_12[1]
        tmp_15 = tmp_12[2];  tmp_12 = None
        tmp_16 = tmp_13.reshape(1, 16, 80, 64);  tmp_13 = None
        tmp_17 = tmp_14.reshape(1, 16, 1, 128);  tmp_14 = None
        tmp_18 = tmp_17.expand(1, 16, 80, 128);  tmp_17 = None
        tmp_19 = tmp_15.reshape(1, 16, 1, 128);  tmp_15 = None
        tmp_20 = tmp_19.expand(1, 16, 80, 128);  tmp_19 = None
        tmp_21 = in_3.float();  in_3 = None
        tmp_22 = torch.exp(tmp_21);  tmp_21 = None
        tmp_23 = -tmp_22;  tmp_22 = None
        tmp_24 = tmp_6[(Ellipsis, None)]
        tmp_25 = tmp_16 * tmp_24;  tmp_24 = None
        tmp_26 = tmp_23 * tmp_6;  tmp_23 = tmp_6 = None
        tmp_27 = tmp_25.reshape(1, 1, 16, 80, 64);  tmp_25 = None
        tmp_28 = tmp_18.reshape(1, 1, 16, 80, -1);  tmp_18 = None
        tmp_29 = tmp_20.reshape(1, 1, 16, 80, -1);  tmp_20 = None
        tmp_30 = tmp_26.reshape(1, 1, 16, 80);  tmp_26 = None
        tmp_31 = tmp_30.permute(0, 3, 1, 2);  tmp_30 = None
        tmp_32 = torch.cumsum(tmp_31, dim = -1)
        tmp_33 = tmp_31[(Ellipsis, None)];  tmp_31 = None
        tmp_34 = tmp_33.repeat(1, 1, 1, 1, 16);  tmp_33 = None
        tmp_35 = torch.ones(16, 16, dtype = torch.bool, device = device(type='cuda', index=0))
        tmp_36 = torch.tril(tmp_35, diagonal = -1);  tmp_35 = None
        tmp_37 = ~tmp_36;  tmp_36 = None
        tmp_38 = tmp_34.masked_fill(tmp_37, 0);  tmp_34 = tmp_37 = None
        tmp_39 = torch.cumsum(tmp_38, dim = -2);  tmp_38 = None
        tmp_40 = torch.ones(16, 16, dtype = torch.bool, device = device(type='cuda', index=0))
        tmp_41 = torch.tril(tmp_40, diagonal = 0);  tmp_40 = None
        tmp_42 = ~tmp_41;  tmp_41 = None
        tmp_43 = tmp_39.masked_fill(tmp_42, -inf);  tmp_39 = tmp_42 = None
        tmp_44 = torch.exp(tmp_43);  tmp_43 = None
        to_1 = tmp_29.to(torch.bfloat16)
        to_2 = tmp_28.to(torch.bfloat16)
        to_3 = tmp_44.to(torch.bfloat16);  tmp_44 = None
        to_4 = tmp_27.to(torch.bfloat16)
        tmp_45 = torch.functional.einsum('bclhn,bcshn,bhcls,bcshp->bclhp', to_1, to_2, to_3, to_4);  to_1 = to_2 = to_3 = to_4 = None
        tmp_46 = tmp_32[(slice(None, None, None), slice(None, None, None), slice(None, None, None), slice(-1, None, None))]
        tmp_47 = tmp_46 - tmp_32;  tmp_46 = None
        tmp_48 = torch.exp(tmp_47);  tmp_47 = None
        to_5 = tmp_28.to(torch.bfloat16);  tmp_28 = None
        to_6 = tmp_48.to(torch.bfloat16);  tmp_48 = None
        to_7 = tmp_27.to(torch.bfloat16);  tmp_27 = None
        tmp_49 = torch.functional.einsum('bclhn,bhcl,bclhp->bchpn', to_5, to_6, to_7);  to_5 = to_6 = to_7 = None
        tmp_50 = tmp_49[(slice(None, None, None), slice(None, 1, None))]
        tmp_51 = torch.zeros_like(tmp_50);  tmp_50 = None
        tmp_52 = torch.cat([tmp_51, tmp_49], dim = 1);  tmp_51 = tmp_49 = None
        tmp_53 = tmp_32[(slice(None, None, None), slice(None, None, None), slice(None, None, None), -1)]
        tmp_54 = torch.nn.functional.pad(tmp_53, (1, 0), 'constant', None);  tmp_53 = None
        tmp_55 = tmp_54[(Ellipsis, None)];  tmp_54 = None
        tmp_56 = tmp_55.repeat(1, 1, 1, 2);  tmp_55 = None
        tmp_57 = torch.ones(2, 2, dtype = torch.bool, device = device(type='cuda', index=0))
        tmp_58 = torch.tril(tmp_57, diagonal = -1);  tmp_57 = None
        tmp_59 = ~tmp_58;  tmp_58 = None
        tmp_60 = tmp_56.masked_fill(tmp_59, 0);  tmp_56 = tmp_59 = None
        tmp_61 = torch.cumsum(tmp_60, dim = -2);  tmp_60 = None
        tmp_62 = torch.ones(2, 2, dtype = torch.bool, device = device(type='cuda', index=0))
        return (tmp_2, tmp_16, tmp_29, tmp_32, tmp_45, tmp_52, tmp_61, tmp_62)
        