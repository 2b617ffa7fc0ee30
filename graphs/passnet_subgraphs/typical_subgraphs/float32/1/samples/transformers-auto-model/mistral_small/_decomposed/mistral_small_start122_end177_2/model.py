import torch

class GraphModule(torch.nn.Module):
    
    
    
    def forward(self, in_0, in_1, in_2, in_3, in_4, in_5, in_6, in_7, in_8, in_9, in_10, in_11, in_12, in_13, in_14):
        tmp_0 = torch.nn.functional.scaled_dot_product_attention(in_13, in_10, in_11, attn_mask = None, dropout_p = 0.0, scale = 0.125, is_causal = True, enable_gqa = True);  in_13 = in_10 = in_11 = None
        tmp_1 = tmp_0.reshape(4, -1, 32, 64);  tmp_0 = None
        tmp_2 = tmp_1.transpose(1, 2);  tmp_1 = None
        tmp_3 = tmp_2.contiguous();  tmp_2 = None
        tmp_4 = tmp_3.reshape(4, 32, -1);  tmp_3 = None
        tmp_5 = tmp_4.contiguous();  tmp_4 = None
        tmp_6 = torch.nn.functional.linear(tmp_5, in_4, None);  tmp_5 = in_4 = None
        tmp_7 = in_12 + tmp_6;  in_12 = tmp_6 = None
        tmp_8 = tmp_7.to(torch.float32)
        tmp_9 = tmp_8.pow(2)
        tmp_10 = tmp_9.mean(-1, keepdim = True);  tmp_9 = None
        tmp_11 = tmp_10 + 1e-06;  tmp_10 = None
        tmp_12 = torch.rsqrt(tmp_11);  tmp_11 = None
        tmp_13 = tmp_8 * tmp_12;  tmp_8 = tmp_12 = None
        tmp_14 = tmp_13.to(torch.float32);  tmp_13 = None
        tmp_15 = in_3 * tmp_14;  in_3 = tmp_14 = None
        tmp_16 = torch.nn.functional.linear(tmp_15, in_1, None);  in_1 = None
        tmp_17 = torch.nn.functional.silu(tmp_16);  tmp_16 = None
        tmp_18 = torch.nn.functional.linear(tmp_15, in_2, None);  tmp_15 = in_2 = None
        tmp_19 = tmp_17 * tmp_18;  tmp_17 = tmp_18 = None
        tmp_20 = torch.nn.functional.linear(tmp_19, in_0, None);  tmp_19 = in_0 = None
        tmp_21 = tmp_7 + tmp_20;  tmp_7 = tmp_20 = None
        tmp_22 = tmp_21.to(torch.float32)
        tmp_23 = tmp_22.pow(2)
        tmp_24 = tmp_23.mean(-1, keepdim = True);  tmp_23 = None
        tmp_25 = tmp_24 + 1e-06;  tmp_24 = None
        tmp_26 = torch.rsqrt(tmp_25);  tmp_25 = None
        tmp_27 = tmp_22 * tmp_26;  tmp_22 = tmp_26 = None
        tmp_28 = tmp_27.to(torch.float32);  tmp_27 = None
        tmp_29 = in_5 * tmp_28;  in_5 = tmp_28 = None
        tmp_30 = torch.nn.functional.linear(tmp_29, in_7, None);  in_7 = None
        tmp_31 = tmp_30.view((4, 32, -1, 64));  tmp_30 = None
        tmp_32 = tmp_31.transpose(1, 2);  tmp_31 = None
        tmp_33 = torch.nn.functional.linear(tmp_29, in_6, None);  in_6 = None
        tmp_34 = tmp_33.view((4, 32, -1, 64));  tmp_33 = None
        tmp_35 = tmp_34.transpose(1, 2);  tmp_34 = None
        tmp_36 = torch.nn.functional.linear(tmp_29, in_8, None);  tmp_29 = in_8 = None
        tmp_37 = tmp_36.view((4, 32, -1, 64));  tmp_36 = None
        tmp_38 = tmp_37.transpose(1, 2);  tmp_37 = None
        tmp_39 = in_9.unsqueeze(1);  in_9 = None
        tmp_40 = in_14.unsqueeze(1);  in_14 = None
        tmp_41 = tmp_32 * tmp_39
        tmp_42 = tmp_32[(Ellipsis, slice(None, 32, None))]
        tmp_43 = tmp_32[(Ellipsis, slice(32, None, None))];  tmp_32 = None
        tmp_44 = -tmp_43;  tmp_43 = None
        tmp_45 = torch.cat((tmp_44, tmp_42), dim = -1);  tmp_44 = tmp_42 = None
        tmp_46 = tmp_45 * tmp_40;  tmp_45 = None
        tmp_47 = tmp_41 + tmp_46;  tmp_41 = tmp_46 = None
        tmp_48 = tmp_35 * tmp_39;  tmp_39 = None
        tmp_49 = tmp_35[(Ellipsis, slice(None, 32, None))]
        tmp_50 = tmp_35[(Ellipsis, slice(32, None, None))];  tmp_35 = None
        tmp_51 = -tmp_50;  tmp_50 = None
        tmp_52 = torch.cat((tmp_51, tmp_49), dim = -1);  tmp_51 = tmp_49 = None
        tmp_53 = tmp_52 * tmp_40;  tmp_52 = tmp_40 = None
        tmp_54 = tmp_48 + tmp_53;  tmp_48 = tmp_53 = None
        return (tmp_21, tmp_38, tmp_47, tmp_54)
        