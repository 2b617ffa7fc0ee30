import torch

class GraphModule(torch.nn.Module):
    
    
    
    def forward(self, in_0, in_1, in_2, in_3, in_4, in_5, in_6, in_7, in_8, in_9, in_10, in_11, in_12, in_13, in_14, in_15, in_16, in_17, in_18, in_19, in_20, in_21, in_22, in_23, in_24, in_25, in_26, in_27, in_28, in_29, in_30, in_31, in_32):
        tmp_0 = torch.nn.functional.layer_norm(in_32, (768,), in_1, in_0, 1e-05);  in_1 = in_0 = None
        tmp_1 = torch.nn.functional.linear(tmp_0, in_13, in_12);  in_13 = in_12 = None
        tmp_2 = torch.nn.functional.linear(tmp_0, in_9, in_8);  in_9 = in_8 = None
        tmp_3 = torch.nn.functional.linear(tmp_0, in_15, in_14);  tmp_0 = in_15 = in_14 = None
        tmp_4 = tmp_1.view((1, 50, -1, 64));  tmp_1 = None
        tmp_5 = tmp_4.transpose(1, 2);  tmp_4 = None
        tmp_6 = tmp_2.view((1, 50, -1, 64));  tmp_2 = None
        tmp_7 = tmp_6.transpose(1, 2);  tmp_6 = None
        tmp_8 = tmp_3.view((1, 50, -1, 64));  tmp_3 = None
        tmp_9 = tmp_8.transpose(1, 2);  tmp_8 = None
        tmp_10 = torch.nn.functional.scaled_dot_product_attention(tmp_5, tmp_7, tmp_9, attn_mask = None, dropout_p = 0.0, scale = 0.125, is_causal = False);  tmp_5 = tmp_7 = tmp_9 = None
        tmp_11 = tmp_10.reshape(1, -1, 50, 64);  tmp_10 = None
        tmp_12 = tmp_11.transpose(1, 2);  tmp_11 = None
        tmp_13 = tmp_12.contiguous();  tmp_12 = None
        tmp_14 = tmp_13.reshape(1, 50, -1);  tmp_13 = None
        tmp_15 = tmp_14.contiguous();  tmp_14 = None
        tmp_16 = torch.nn.functional.linear(tmp_15, in_11, in_10);  tmp_15 = in_11 = in_10 = None
        tmp_17 = in_32 + tmp_16;  in_32 = tmp_16 = None
        tmp_18 = torch.nn.functional.layer_norm(tmp_17, (768,), in_3, in_2, 1e-05);  in_3 = in_2 = None
        tmp_19 = torch.nn.functional.linear(tmp_18, in_5, in_4);  tmp_18 = in_5 = in_4 = None
        tmp_20 = 1.702 * tmp_19
        tmp_21 = torch.sigmoid(tmp_20);  tmp_20 = None
        tmp_22 = tmp_19 * tmp_21;  tmp_19 = tmp_21 = None
        tmp_23 = torch.nn.functional.linear(tmp_22, in_7, in_6);  tmp_22 = in_7 = in_6 = None
        tmp_24 = tmp_17 + tmp_23;  tmp_17 = tmp_23 = None
        tmp_25 = torch.nn.functional.layer_norm(tmp_24, (768,), in_17, in_16, 1e-05);  in_17 = in_16 = None
        tmp_26 = torch.nn.functional.linear(tmp_25, in_29, in_28);  in_29 = in_28 = None
        tmp_27 = torch.nn.functional.linear(tmp_25, in_25, in_24);  in_25 = in_24 = None
        tmp_28 = torch.nn.functional.linear(tmp_25, in_31, in_30);  tmp_25 = in_31 = in_30 = None
        tmp_29 = tmp_26.view((1, 50, -1, 64));  tmp_26 = None
        tmp_30 = tmp_29.transpose(1, 2);  tmp_29 = None
        tmp_31 = tmp_27.view((1, 50, -1, 64));  tmp_27 = None
        tmp_32 = tmp_31.transpose(1, 2);  tmp_31 = None
        tmp_33 = tmp_28.view((1, 50, -1, 64));  tmp_28 = None
        tmp_34 = tmp_33.transpose(1, 2);  tmp_33 = None
        tmp_35 = torch.nn.functional.scaled_dot_product_attention(tmp_30, tmp_32, tmp_34, attn_mask = None, dropout_p = 0.0, scale = 0.125, is_causal = False);  tmp_30 = tmp_32 = tmp_34 = None
        tmp_36 = tmp_35.reshape(1, -1, 50, 64);  tmp_35 = None
        tmp_37 = tmp_36.transpose(1, 2);  tmp_36 = None
        tmp_38 = tmp_37.contiguous();  tmp_37 = None
        tmp_39 = tmp_38.reshape(1, 50, -1);  tmp_38 = None
        tmp_40 = tmp_39.contiguous();  tmp_39 = None
        tmp_41 = torch.nn.functional.linear(tmp_40, in_27, in_26);  tmp_40 = in_27 = in_26 = None
        tmp_42 = tmp_24 + tmp_41;  tmp_24 = tmp_41 = None
        tmp_43 = torch.nn.functional.layer_norm(tmp_42, (768,), in_19, in_18, 1e-05);  in_19 = in_18 = None
        tmp_44 = torch.nn.functional.linear(tmp_43, in_21, in_20);  tmp_43 = in_21 = in_20 = None
        tmp_45 = 1.702 * tmp_44
        tmp_46 = torch.sigmoid(tmp_45);  tmp_45 = None
        tmp_47 = tmp_44 * tmp_46;  tmp_44 = tmp_46 = None
        tmp_48 = torch.nn.functional.linear(tmp_47, in_23, in_22);  tmp_47 = in_23 = in_22 = None
        tmp_49 = tmp_42 + tmp_48;  tmp_42 = tmp_48 = None
        return (tmp_49,)
        