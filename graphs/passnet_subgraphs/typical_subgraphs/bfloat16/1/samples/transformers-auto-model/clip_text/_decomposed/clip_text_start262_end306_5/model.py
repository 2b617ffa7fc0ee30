import torch

class GraphModule(torch.nn.Module):
    
    
    
    def forward(self, in_0, in_1, in_2, in_3, in_4, in_5, in_6, in_7, in_8, in_9, in_10, in_11, in_12, in_13, in_14, in_15, in_16, in_17, in_18, in_19, in_20, in_21, in_22, in_23, in_24, in_25, in_26, in_27, in_28, in_29):
        tmp_0 = in_29.transpose(1, 2);  in_29 = None
        tmp_1 = in_28.view((4, 32, -1, 64));  in_28 = None
        tmp_2 = tmp_1.transpose(1, 2);  tmp_1 = None
        tmp_3 = torch.nn.functional.scaled_dot_product_attention(in_27, tmp_0, tmp_2, attn_mask = None, dropout_p = 0.0, scale = 0.125, is_causal = True);  in_27 = tmp_0 = tmp_2 = None
        tmp_4 = tmp_3.reshape(4, -1, 32, 64);  tmp_3 = None
        tmp_5 = tmp_4.transpose(1, 2);  tmp_4 = None
        tmp_6 = tmp_5.contiguous();  tmp_5 = None
        tmp_7 = tmp_6.reshape(4, 32, -1);  tmp_6 = None
        tmp_8 = tmp_7.contiguous();  tmp_7 = None
        tmp_9 = torch.nn.functional.linear(tmp_8, in_7, in_6);  tmp_8 = in_7 = in_6 = None
        tmp_10 = in_26 + tmp_9;  in_26 = tmp_9 = None
        tmp_11 = torch.nn.functional.layer_norm(tmp_10, (512,), in_1, in_0, 1e-05);  in_1 = in_0 = None
        tmp_12 = torch.nn.functional.linear(tmp_11, in_3, in_2);  tmp_11 = in_3 = in_2 = None
        tmp_13 = 1.702 * tmp_12
        tmp_14 = torch.sigmoid(tmp_13);  tmp_13 = None
        tmp_15 = tmp_12 * tmp_14;  tmp_12 = tmp_14 = None
        tmp_16 = torch.nn.functional.linear(tmp_15, in_5, in_4);  tmp_15 = in_5 = in_4 = None
        tmp_17 = tmp_10 + tmp_16;  tmp_10 = tmp_16 = None
        tmp_18 = torch.nn.functional.layer_norm(tmp_17, (512,), in_9, in_8, 1e-05);  in_9 = in_8 = None
        tmp_19 = torch.nn.functional.linear(tmp_18, in_21, in_20);  in_21 = in_20 = None
        tmp_20 = torch.nn.functional.linear(tmp_18, in_17, in_16);  in_17 = in_16 = None
        tmp_21 = torch.nn.functional.linear(tmp_18, in_23, in_22);  tmp_18 = in_23 = in_22 = None
        tmp_22 = tmp_19.view((4, 32, -1, 64));  tmp_19 = None
        tmp_23 = tmp_22.transpose(1, 2);  tmp_22 = None
        tmp_24 = tmp_20.view((4, 32, -1, 64));  tmp_20 = None
        tmp_25 = tmp_24.transpose(1, 2);  tmp_24 = None
        tmp_26 = tmp_21.view((4, 32, -1, 64));  tmp_21 = None
        tmp_27 = tmp_26.transpose(1, 2);  tmp_26 = None
        tmp_28 = torch.nn.functional.scaled_dot_product_attention(tmp_23, tmp_25, tmp_27, attn_mask = None, dropout_p = 0.0, scale = 0.125, is_causal = True);  tmp_23 = tmp_25 = tmp_27 = None
        tmp_29 = tmp_28.reshape(4, -1, 32, 64);  tmp_28 = None
        tmp_30 = tmp_29.transpose(1, 2);  tmp_29 = None
        tmp_31 = tmp_30.contiguous();  tmp_30 = None
        tmp_32 = tmp_31.reshape(4, 32, -1);  tmp_31 = None
        tmp_33 = tmp_32.contiguous();  tmp_32 = None
        tmp_34 = torch.nn.functional.linear(tmp_33, in_19, in_18);  tmp_33 = in_19 = in_18 = None
        tmp_35 = tmp_17 + tmp_34;  tmp_17 = tmp_34 = None
        tmp_36 = torch.nn.functional.layer_norm(tmp_35, (512,), in_11, in_10, 1e-05);  in_11 = in_10 = None
        tmp_37 = torch.nn.functional.linear(tmp_36, in_13, in_12);  tmp_36 = in_13 = in_12 = None
        tmp_38 = 1.702 * tmp_37
        tmp_39 = torch.sigmoid(tmp_38);  tmp_38 = None
        tmp_40 = tmp_37 * tmp_39;  tmp_37 = tmp_39 = None
        tmp_41 = torch.nn.functional.linear(tmp_40, in_15, in_14);  tmp_40 = in_15 = in_14 = None
        tmp_42 = tmp_35 + tmp_41;  tmp_35 = tmp_41 = None
        tmp_43 = torch.nn.functional.layer_norm(tmp_42, (512,), in_25, in_24, 1e-05);  tmp_42 = in_25 = in_24 = None
        return (tmp_43,)
        