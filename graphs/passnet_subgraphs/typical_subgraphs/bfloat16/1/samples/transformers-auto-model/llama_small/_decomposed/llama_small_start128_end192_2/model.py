import torch
from torch import device

class GraphModule(torch.nn.Module):
    
    
    
    def forward(self, in_0, in_1, in_2, in_3, in_4, in_5, in_6, in_7, in_8, in_9, in_10, in_11, in_12, in_13, in_14, in_15):
        tmp_0 = torch.nn.functional.linear(in_14, in_1, None);  in_1 = None
        tmp_1 = torch.nn.functional.silu(tmp_0);  tmp_0 = None
        tmp_2 = torch.nn.functional.linear(in_14, in_2, None);  in_14 = in_2 = None
        tmp_3 = tmp_1 * tmp_2;  tmp_1 = tmp_2 = None
        tmp_4 = torch.nn.functional.linear(tmp_3, in_0, None);  tmp_3 = in_0 = None
        tmp_5 = in_13 + tmp_4;  in_13 = tmp_4 = None
        tmp_6 = tmp_5.to(torch.bfloat16)
        tmp_7 = tmp_6.pow(2)
        tmp_8 = tmp_7.mean(-1, keepdim = True);  tmp_7 = None
        tmp_9 = tmp_8 + 1e-06;  tmp_8 = None
        tmp_10 = torch.rsqrt(tmp_9);  tmp_9 = None
        tmp_11 = tmp_6 * tmp_10;  tmp_6 = tmp_10 = None
        tmp_12 = tmp_11.to(torch.bfloat16);  tmp_11 = None
        tmp_13 = in_3 * tmp_12;  in_3 = tmp_12 = None
        tmp_14 = torch.nn.functional.linear(tmp_13, in_10, None);  in_10 = None
        tmp_15 = tmp_14.view((4, 32, -1, 64));  tmp_14 = None
        tmp_16 = tmp_15.transpose(1, 2);  tmp_15 = None
        tmp_17 = torch.nn.functional.linear(tmp_13, in_8, None);  in_8 = None
        tmp_18 = tmp_17.view((4, 32, -1, 64));  tmp_17 = None
        tmp_19 = tmp_18.transpose(1, 2);  tmp_18 = None
        tmp_20 = torch.nn.functional.linear(tmp_13, in_11, None);  tmp_13 = in_11 = None
        tmp_21 = tmp_20.view((4, 32, -1, 64));  tmp_20 = None
        tmp_22 = tmp_21.transpose(1, 2);  tmp_21 = None
        tmp_23 = in_12.unsqueeze(1);  in_12 = None
        tmp_24 = in_15.unsqueeze(1);  in_15 = None
        tmp_25 = tmp_16 * tmp_23
        tmp_26 = tmp_16[(Ellipsis, slice(None, 32, None))]
        tmp_27 = tmp_16[(Ellipsis, slice(32, None, None))];  tmp_16 = None
        tmp_28 = -tmp_27;  tmp_27 = None
        tmp_29 = torch.cat((tmp_28, tmp_26), dim = -1);  tmp_28 = tmp_26 = None
        tmp_30 = tmp_29 * tmp_24;  tmp_29 = None
        tmp_31 = tmp_25 + tmp_30;  tmp_25 = tmp_30 = None
        tmp_32 = tmp_19 * tmp_23;  tmp_23 = None
        tmp_33 = tmp_19[(Ellipsis, slice(None, 32, None))]
        tmp_34 = tmp_19[(Ellipsis, slice(32, None, None))];  tmp_19 = None
        tmp_35 = -tmp_34;  tmp_34 = None
        tmp_36 = torch.cat((tmp_35, tmp_33), dim = -1);  tmp_35 = tmp_33 = None
        tmp_37 = tmp_36 * tmp_24;  tmp_36 = tmp_24 = None
        tmp_38 = tmp_32 + tmp_37;  tmp_32 = tmp_37 = None
        tmp_39 = torch.tensor([], dtype = torch.bfloat16, device = device(type='cpu'))
        tmp_40 = torch.tensor([], dtype = torch.bfloat16, device = device(type='cpu'))
        tmp_41 = torch.cat([tmp_39, tmp_38], dim = -2);  tmp_39 = tmp_38 = None
        tmp_42 = torch.cat([tmp_40, tmp_22], dim = -2);  tmp_40 = tmp_22 = None
        tmp_43 = torch.nn.functional.scaled_dot_product_attention(tmp_31, tmp_41, tmp_42, attn_mask = None, dropout_p = 0.0, scale = 0.125, is_causal = True, enable_gqa = True);  tmp_31 = None
        tmp_44 = tmp_43.reshape(4, -1, 32, 64);  tmp_43 = None
        tmp_45 = tmp_44.transpose(1, 2);  tmp_44 = None
        tmp_46 = tmp_45.contiguous();  tmp_45 = None
        tmp_47 = tmp_46.reshape(4, 32, -1);  tmp_46 = None
        tmp_48 = tmp_47.contiguous();  tmp_47 = None
        tmp_49 = torch.nn.functional.linear(tmp_48, in_9, None);  tmp_48 = in_9 = None
        tmp_50 = tmp_5 + tmp_49;  tmp_5 = tmp_49 = None
        tmp_51 = tmp_50.to(torch.bfloat16)
        tmp_52 = tmp_51.pow(2)
        tmp_53 = tmp_52.mean(-1, keepdim = True);  tmp_52 = None
        tmp_54 = tmp_53 + 1e-06;  tmp_53 = None
        tmp_55 = torch.rsqrt(tmp_54);  tmp_54 = None
        tmp_56 = tmp_51 * tmp_55;  tmp_51 = tmp_55 = None
        tmp_57 = tmp_56.to(torch.bfloat16);  tmp_56 = None
        tmp_58 = in_7 * tmp_57;  in_7 = tmp_57 = None
        tmp_59 = torch.nn.functional.linear(tmp_58, in_5, None);  in_5 = None
        tmp_60 = torch.nn.functional.silu(tmp_59);  tmp_59 = None
        tmp_61 = torch.nn.functional.linear(tmp_58, in_6, None);  tmp_58 = in_6 = None
        tmp_62 = tmp_60 * tmp_61;  tmp_60 = tmp_61 = None
        tmp_63 = torch.nn.functional.linear(tmp_62, in_4, None);  tmp_62 = in_4 = None
        return (tmp_41, tmp_42, tmp_50, tmp_63)
        