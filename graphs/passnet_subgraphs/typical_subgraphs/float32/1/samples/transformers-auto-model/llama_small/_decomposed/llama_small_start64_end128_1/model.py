import torch
from torch import device

class GraphModule(torch.nn.Module):
    
    
    
    def forward(self, in_0, in_1, in_2, in_3, in_4, in_5, in_6, in_7, in_8, in_9, in_10, in_11, in_12, in_13, in_14):
        tmp_0 = in_14 + 1e-06;  in_14 = None
        tmp_1 = torch.rsqrt(tmp_0);  tmp_0 = None
        tmp_2 = in_12 * tmp_1;  in_12 = tmp_1 = None
        tmp_3 = tmp_2.to(torch.float32);  tmp_2 = None
        tmp_4 = in_3 * tmp_3;  in_3 = tmp_3 = None
        tmp_5 = torch.nn.functional.linear(tmp_4, in_1, None);  in_1 = None
        tmp_6 = torch.nn.functional.silu(tmp_5);  tmp_5 = None
        tmp_7 = torch.nn.functional.linear(tmp_4, in_2, None);  tmp_4 = in_2 = None
        tmp_8 = tmp_6 * tmp_7;  tmp_6 = tmp_7 = None
        tmp_9 = torch.nn.functional.linear(tmp_8, in_0, None);  tmp_8 = in_0 = None
        tmp_10 = in_11 + tmp_9;  in_11 = tmp_9 = None
        tmp_11 = tmp_10.to(torch.float32)
        tmp_12 = tmp_11.pow(2)
        tmp_13 = tmp_12.mean(-1, keepdim = True);  tmp_12 = None
        tmp_14 = tmp_13 + 1e-06;  tmp_13 = None
        tmp_15 = torch.rsqrt(tmp_14);  tmp_14 = None
        tmp_16 = tmp_11 * tmp_15;  tmp_11 = tmp_15 = None
        tmp_17 = tmp_16.to(torch.float32);  tmp_16 = None
        tmp_18 = in_4 * tmp_17;  in_4 = tmp_17 = None
        tmp_19 = torch.nn.functional.linear(tmp_18, in_8, None);  in_8 = None
        tmp_20 = tmp_19.view((4, 32, -1, 64));  tmp_19 = None
        tmp_21 = tmp_20.transpose(1, 2);  tmp_20 = None
        tmp_22 = torch.nn.functional.linear(tmp_18, in_6, None);  in_6 = None
        tmp_23 = tmp_22.view((4, 32, -1, 64));  tmp_22 = None
        tmp_24 = tmp_23.transpose(1, 2);  tmp_23 = None
        tmp_25 = torch.nn.functional.linear(tmp_18, in_9, None);  tmp_18 = in_9 = None
        tmp_26 = tmp_25.view((4, 32, -1, 64));  tmp_25 = None
        tmp_27 = tmp_26.transpose(1, 2);  tmp_26 = None
        tmp_28 = in_10.unsqueeze(1);  in_10 = None
        tmp_29 = in_13.unsqueeze(1);  in_13 = None
        tmp_30 = tmp_21 * tmp_28
        tmp_31 = tmp_21[(Ellipsis, slice(None, 32, None))]
        tmp_32 = tmp_21[(Ellipsis, slice(32, None, None))];  tmp_21 = None
        tmp_33 = -tmp_32;  tmp_32 = None
        tmp_34 = torch.cat((tmp_33, tmp_31), dim = -1);  tmp_33 = tmp_31 = None
        tmp_35 = tmp_34 * tmp_29;  tmp_34 = None
        tmp_36 = tmp_30 + tmp_35;  tmp_30 = tmp_35 = None
        tmp_37 = tmp_24 * tmp_28;  tmp_28 = None
        tmp_38 = tmp_24[(Ellipsis, slice(None, 32, None))]
        tmp_39 = tmp_24[(Ellipsis, slice(32, None, None))];  tmp_24 = None
        tmp_40 = -tmp_39;  tmp_39 = None
        tmp_41 = torch.cat((tmp_40, tmp_38), dim = -1);  tmp_40 = tmp_38 = None
        tmp_42 = tmp_41 * tmp_29;  tmp_41 = tmp_29 = None
        tmp_43 = tmp_37 + tmp_42;  tmp_37 = tmp_42 = None
        tmp_44 = torch.tensor([], dtype = torch.float32, device = device(type='cpu'))
        tmp_45 = torch.tensor([], dtype = torch.float32, device = device(type='cpu'))
        tmp_46 = torch.cat([tmp_44, tmp_43], dim = -2);  tmp_44 = tmp_43 = None
        tmp_47 = torch.cat([tmp_45, tmp_27], dim = -2);  tmp_45 = tmp_27 = None
        tmp_48 = torch.nn.functional.scaled_dot_product_attention(tmp_36, tmp_46, tmp_47, attn_mask = None, dropout_p = 0.0, scale = 0.125, is_causal = True, enable_gqa = True);  tmp_36 = None
        tmp_49 = tmp_48.reshape(4, -1, 32, 64);  tmp_48 = None
        tmp_50 = tmp_49.transpose(1, 2);  tmp_49 = None
        tmp_51 = tmp_50.contiguous();  tmp_50 = None
        tmp_52 = tmp_51.reshape(4, 32, -1);  tmp_51 = None
        tmp_53 = tmp_52.contiguous();  tmp_52 = None
        tmp_54 = torch.nn.functional.linear(tmp_53, in_7, None);  tmp_53 = in_7 = None
        tmp_55 = tmp_10 + tmp_54;  tmp_10 = tmp_54 = None
        tmp_56 = tmp_55.to(torch.float32)
        tmp_57 = tmp_56.pow(2)
        tmp_58 = tmp_57.mean(-1, keepdim = True);  tmp_57 = None
        tmp_59 = tmp_58 + 1e-06;  tmp_58 = None
        tmp_60 = torch.rsqrt(tmp_59);  tmp_59 = None
        tmp_61 = tmp_56 * tmp_60;  tmp_56 = tmp_60 = None
        tmp_62 = tmp_61.to(torch.float32);  tmp_61 = None
        tmp_63 = in_5 * tmp_62;  in_5 = tmp_62 = None
        return (tmp_46, tmp_47, tmp_55, tmp_63)
        