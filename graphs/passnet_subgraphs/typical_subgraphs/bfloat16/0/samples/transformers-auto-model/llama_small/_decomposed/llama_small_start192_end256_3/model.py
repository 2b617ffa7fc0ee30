import torch
from torch import device

class GraphModule(torch.nn.Module):
    
    
    
    def forward(self, in_0, in_1, in_2, in_3, in_4, in_5, in_6, in_7, in_8, in_9, in_10, in_11, in_12):
        tmp_0 = in_11 + in_10;  in_11 = in_10 = None
        tmp_1 = tmp_0.to(torch.bfloat16)
        tmp_2 = tmp_1.pow(2)
        tmp_3 = tmp_2.mean(-1, keepdim = True);  tmp_2 = None
        tmp_4 = tmp_3 + 1e-06;  tmp_3 = None
        tmp_5 = torch.rsqrt(tmp_4);  tmp_4 = None
        tmp_6 = tmp_1 * tmp_5;  tmp_1 = tmp_5 = None
        tmp_7 = tmp_6.to(torch.bfloat16);  tmp_6 = None
        tmp_8 = in_0 * tmp_7;  in_0 = tmp_7 = None
        tmp_9 = torch.nn.functional.linear(tmp_8, in_7, None);  in_7 = None
        tmp_10 = tmp_9.view((2, 32, -1, 64));  tmp_9 = None
        tmp_11 = tmp_10.transpose(1, 2);  tmp_10 = None
        tmp_12 = torch.nn.functional.linear(tmp_8, in_5, None);  in_5 = None
        tmp_13 = tmp_12.view((2, 32, -1, 64));  tmp_12 = None
        tmp_14 = tmp_13.transpose(1, 2);  tmp_13 = None
        tmp_15 = torch.nn.functional.linear(tmp_8, in_8, None);  tmp_8 = in_8 = None
        tmp_16 = tmp_15.view((2, 32, -1, 64));  tmp_15 = None
        tmp_17 = tmp_16.transpose(1, 2);  tmp_16 = None
        tmp_18 = in_9.unsqueeze(1);  in_9 = None
        tmp_19 = in_12.unsqueeze(1);  in_12 = None
        tmp_20 = tmp_11 * tmp_18
        tmp_21 = tmp_11[(Ellipsis, slice(None, 32, None))]
        tmp_22 = tmp_11[(Ellipsis, slice(32, None, None))];  tmp_11 = None
        tmp_23 = -tmp_22;  tmp_22 = None
        tmp_24 = torch.cat((tmp_23, tmp_21), dim = -1);  tmp_23 = tmp_21 = None
        tmp_25 = tmp_24 * tmp_19;  tmp_24 = None
        tmp_26 = tmp_20 + tmp_25;  tmp_20 = tmp_25 = None
        tmp_27 = tmp_14 * tmp_18;  tmp_18 = None
        tmp_28 = tmp_14[(Ellipsis, slice(None, 32, None))]
        tmp_29 = tmp_14[(Ellipsis, slice(32, None, None))];  tmp_14 = None
        tmp_30 = -tmp_29;  tmp_29 = None
        tmp_31 = torch.cat((tmp_30, tmp_28), dim = -1);  tmp_30 = tmp_28 = None
        tmp_32 = tmp_31 * tmp_19;  tmp_31 = tmp_19 = None
        tmp_33 = tmp_27 + tmp_32;  tmp_27 = tmp_32 = None
        tmp_34 = torch.tensor([], dtype = torch.bfloat16, device = device(type='cpu'))
        tmp_35 = torch.tensor([], dtype = torch.bfloat16, device = device(type='cpu'))
        tmp_36 = torch.cat([tmp_34, tmp_33], dim = -2);  tmp_34 = tmp_33 = None
        tmp_37 = torch.cat([tmp_35, tmp_17], dim = -2);  tmp_35 = tmp_17 = None
        tmp_38 = torch.nn.functional.scaled_dot_product_attention(tmp_26, tmp_36, tmp_37, attn_mask = None, dropout_p = 0.0, scale = 0.125, is_causal = True, enable_gqa = True);  tmp_26 = None
        tmp_39 = tmp_38.reshape(2, -1, 32, 64);  tmp_38 = None
        tmp_40 = tmp_39.transpose(1, 2);  tmp_39 = None
        tmp_41 = tmp_40.contiguous();  tmp_40 = None
        tmp_42 = tmp_41.reshape(2, 32, -1);  tmp_41 = None
        tmp_43 = tmp_42.contiguous();  tmp_42 = None
        tmp_44 = torch.nn.functional.linear(tmp_43, in_6, None);  tmp_43 = in_6 = None
        tmp_45 = tmp_0 + tmp_44;  tmp_0 = tmp_44 = None
        tmp_46 = tmp_45.to(torch.bfloat16)
        tmp_47 = tmp_46.pow(2)
        tmp_48 = tmp_47.mean(-1, keepdim = True);  tmp_47 = None
        tmp_49 = tmp_48 + 1e-06;  tmp_48 = None
        tmp_50 = torch.rsqrt(tmp_49);  tmp_49 = None
        tmp_51 = tmp_46 * tmp_50;  tmp_46 = tmp_50 = None
        tmp_52 = tmp_51.to(torch.bfloat16);  tmp_51 = None
        tmp_53 = in_4 * tmp_52;  in_4 = tmp_52 = None
        tmp_54 = torch.nn.functional.linear(tmp_53, in_2, None);  in_2 = None
        tmp_55 = torch.nn.functional.silu(tmp_54);  tmp_54 = None
        tmp_56 = torch.nn.functional.linear(tmp_53, in_3, None);  tmp_53 = in_3 = None
        tmp_57 = tmp_55 * tmp_56;  tmp_55 = tmp_56 = None
        tmp_58 = torch.nn.functional.linear(tmp_57, in_1, None);  tmp_57 = in_1 = None
        tmp_59 = tmp_45 + tmp_58;  tmp_45 = tmp_58 = None
        tmp_60 = tmp_59.to(torch.bfloat16);  tmp_59 = None
        tmp_61 = tmp_60.pow(2)
        tmp_62 = tmp_61.mean(-1, keepdim = True);  tmp_61 = None
        tmp_63 = tmp_62 + 1e-06;  tmp_62 = None
        return (tmp_36, tmp_37, tmp_60, tmp_63)
        