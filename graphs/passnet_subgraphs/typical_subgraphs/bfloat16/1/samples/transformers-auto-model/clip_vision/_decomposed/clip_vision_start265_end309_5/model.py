import torch

class GraphModule(torch.nn.Module):
    
    
    
    def forward(self, in_0, in_1, in_2, in_3, in_4, in_5, in_6, in_7, in_8, in_9, in_10, in_11, in_12, in_13, in_14, in_15, in_16, in_17, in_18, in_19, in_20, in_21, in_22, in_23, in_24, in_25, in_26, in_27):
        tmp_0 = in_25.view((4, 50, -1, 64));  in_25 = None
        tmp_1 = tmp_0.transpose(1, 2);  tmp_0 = None
        tmp_2 = in_27.view((4, 50, -1, 64));  in_27 = None
        tmp_3 = tmp_2.transpose(1, 2);  tmp_2 = None
        tmp_4 = torch.nn.functional.scaled_dot_product_attention(in_26, tmp_1, tmp_3, attn_mask = None, dropout_p = 0.0, scale = 0.125, is_causal = False);  in_26 = tmp_1 = tmp_3 = None
        tmp_5 = tmp_4.reshape(4, -1, 50, 64);  tmp_4 = None
        tmp_6 = tmp_5.transpose(1, 2);  tmp_5 = None
        tmp_7 = tmp_6.contiguous();  tmp_6 = None
        tmp_8 = tmp_7.reshape(4, 50, -1);  tmp_7 = None
        tmp_9 = tmp_8.contiguous();  tmp_8 = None
        tmp_10 = torch.nn.functional.linear(tmp_9, in_7, in_6);  tmp_9 = in_7 = in_6 = None
        tmp_11 = in_24 + tmp_10;  in_24 = tmp_10 = None
        tmp_12 = torch.nn.functional.layer_norm(tmp_11, (768,), in_1, in_0, 1e-05);  in_1 = in_0 = None
        tmp_13 = torch.nn.functional.linear(tmp_12, in_3, in_2);  tmp_12 = in_3 = in_2 = None
        tmp_14 = 1.702 * tmp_13
        tmp_15 = torch.sigmoid(tmp_14);  tmp_14 = None
        tmp_16 = tmp_13 * tmp_15;  tmp_13 = tmp_15 = None
        tmp_17 = torch.nn.functional.linear(tmp_16, in_5, in_4);  tmp_16 = in_5 = in_4 = None
        tmp_18 = tmp_11 + tmp_17;  tmp_11 = tmp_17 = None
        tmp_19 = torch.nn.functional.layer_norm(tmp_18, (768,), in_9, in_8, 1e-05);  in_9 = in_8 = None
        tmp_20 = torch.nn.functional.linear(tmp_19, in_21, in_20);  in_21 = in_20 = None
        tmp_21 = torch.nn.functional.linear(tmp_19, in_17, in_16);  in_17 = in_16 = None
        tmp_22 = torch.nn.functional.linear(tmp_19, in_23, in_22);  tmp_19 = in_23 = in_22 = None
        tmp_23 = tmp_20.view((4, 50, -1, 64));  tmp_20 = None
        tmp_24 = tmp_23.transpose(1, 2);  tmp_23 = None
        tmp_25 = tmp_21.view((4, 50, -1, 64));  tmp_21 = None
        tmp_26 = tmp_25.transpose(1, 2);  tmp_25 = None
        tmp_27 = tmp_22.view((4, 50, -1, 64));  tmp_22 = None
        tmp_28 = tmp_27.transpose(1, 2);  tmp_27 = None
        tmp_29 = torch.nn.functional.scaled_dot_product_attention(tmp_24, tmp_26, tmp_28, attn_mask = None, dropout_p = 0.0, scale = 0.125, is_causal = False);  tmp_24 = tmp_26 = tmp_28 = None
        tmp_30 = tmp_29.reshape(4, -1, 50, 64);  tmp_29 = None
        tmp_31 = tmp_30.transpose(1, 2);  tmp_30 = None
        tmp_32 = tmp_31.contiguous();  tmp_31 = None
        tmp_33 = tmp_32.reshape(4, 50, -1);  tmp_32 = None
        tmp_34 = tmp_33.contiguous();  tmp_33 = None
        tmp_35 = torch.nn.functional.linear(tmp_34, in_19, in_18);  tmp_34 = in_19 = in_18 = None
        tmp_36 = tmp_18 + tmp_35;  tmp_18 = tmp_35 = None
        tmp_37 = torch.nn.functional.layer_norm(tmp_36, (768,), in_11, in_10, 1e-05);  in_11 = in_10 = None
        tmp_38 = torch.nn.functional.linear(tmp_37, in_13, in_12);  tmp_37 = in_13 = in_12 = None
        tmp_39 = 1.702 * tmp_38
        tmp_40 = torch.sigmoid(tmp_39);  tmp_39 = None
        tmp_41 = tmp_38 * tmp_40;  tmp_38 = tmp_40 = None
        tmp_42 = torch.nn.functional.linear(tmp_41, in_15, in_14);  tmp_41 = in_15 = in_14 = None
        tmp_43 = tmp_36 + tmp_42;  tmp_36 = tmp_42 = None
        return (tmp_43,)
        