import torch

class GraphModule(torch.nn.Module):
    
    
    
    def forward(self, in_0, in_1, in_2, in_3, in_4, in_5, in_6, in_7, in_8, in_9, in_10, in_11, in_12, in_13):
        tmp_0 = in_12.to(torch.float32);  in_12 = None
        tmp_1 = in_0 * tmp_0;  in_0 = tmp_0 = None
        to = tmp_1.to(torch.bfloat16)
        tmp_2 = torch.nn.functional.linear(to, in_6, in_5);  to = in_6 = in_5 = None
        tmp_3 = tmp_2.view((4, 256, -1, 64));  tmp_2 = None
        tmp_4 = tmp_3.transpose(1, 2);  tmp_3 = None
        to_19 = tmp_1.to(torch.bfloat16)
        tmp_5 = torch.nn.functional.linear(to_19, in_3, in_2);  to_19 = in_3 = in_2 = None
        tmp_6 = tmp_5.view((4, 256, -1, 64));  tmp_5 = None
        tmp_7 = tmp_6.transpose(1, 2);  tmp_6 = None
        to_20 = tmp_1.to(torch.bfloat16);  tmp_1 = None
        tmp_8 = torch.nn.functional.linear(to_20, in_8, in_7);  to_20 = in_8 = in_7 = None
        tmp_9 = tmp_8.view((4, 256, -1, 64));  tmp_8 = None
        tmp_10 = tmp_9.transpose(1, 2);  tmp_9 = None
        tmp_11 = in_10.unsqueeze(1);  in_10 = None
        tmp_12 = in_13.unsqueeze(1);  in_13 = None
        tmp_13 = tmp_4 * tmp_11
        tmp_14 = tmp_4[(Ellipsis, slice(None, 32, None))]
        tmp_15 = tmp_4[(Ellipsis, slice(32, None, None))];  tmp_4 = None
        tmp_16 = -tmp_15;  tmp_15 = None
        tmp_17 = torch.cat((tmp_16, tmp_14), dim = -1);  tmp_16 = tmp_14 = None
        tmp_18 = tmp_17 * tmp_12;  tmp_17 = None
        tmp_19 = tmp_13 + tmp_18;  tmp_13 = tmp_18 = None
        tmp_20 = tmp_7 * tmp_11;  tmp_11 = None
        tmp_21 = tmp_7[(Ellipsis, slice(None, 32, None))]
        tmp_22 = tmp_7[(Ellipsis, slice(32, None, None))];  tmp_7 = None
        tmp_23 = -tmp_22;  tmp_22 = None
        tmp_24 = torch.cat((tmp_23, tmp_21), dim = -1);  tmp_23 = tmp_21 = None
        tmp_25 = tmp_24 * tmp_12;  tmp_24 = tmp_12 = None
        tmp_26 = tmp_20 + tmp_25;  tmp_20 = tmp_25 = None
        tmp_27 = tmp_26[(slice(None, None, None), slice(None, None, None), None, slice(None, None, None), slice(None, None, None))];  tmp_26 = None
        tmp_28 = tmp_27.expand(4, 8, 2, 256, 64);  tmp_27 = None
        tmp_29 = tmp_28.reshape(4, 16, 256, 64);  tmp_28 = None
        tmp_30 = tmp_10[(slice(None, None, None), slice(None, None, None), None, slice(None, None, None), slice(None, None, None))];  tmp_10 = None
        tmp_31 = tmp_30.expand(4, 8, 2, 256, 64);  tmp_30 = None
        tmp_32 = tmp_31.reshape(4, 16, 256, 64);  tmp_31 = None
        tmp_33 = torch.nn.functional.scaled_dot_product_attention(tmp_19, tmp_29, tmp_32, attn_mask = in_9, dropout_p = 0.0, scale = 0.125, is_causal = False);  tmp_19 = tmp_29 = tmp_32 = in_9 = None
        tmp_34 = tmp_33.reshape(4, -1, 256, 64);  tmp_33 = None
        tmp_35 = tmp_34.transpose(1, 2);  tmp_34 = None
        tmp_36 = tmp_35.contiguous();  tmp_35 = None
        tmp_37 = tmp_36.reshape(4, 256, -1);  tmp_36 = None
        tmp_38 = tmp_37.contiguous();  tmp_37 = None
        tmp_39 = torch.nn.functional.linear(tmp_38, in_4, None);  tmp_38 = in_4 = None
        tmp_40 = in_11 + tmp_39;  in_11 = tmp_39 = None
        tmp_41 = tmp_40.to(torch.float32)
        tmp_42 = tmp_41.pow(2)
        tmp_43 = tmp_42.mean(-1, keepdim = True);  tmp_42 = None
        tmp_44 = tmp_43 + 1e-06;  tmp_43 = None
        tmp_45 = torch.rsqrt(tmp_44);  tmp_44 = None
        tmp_46 = tmp_41 * tmp_45;  tmp_41 = tmp_45 = None
        tmp_47 = tmp_46.to(torch.float32);  tmp_46 = None
        tmp_48 = in_1 * tmp_47;  in_1 = tmp_47 = None
        return (tmp_40, tmp_48)
        