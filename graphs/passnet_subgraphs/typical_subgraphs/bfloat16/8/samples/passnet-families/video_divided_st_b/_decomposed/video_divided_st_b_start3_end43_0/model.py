import torch

class GraphModule(torch.nn.Module):
    
    
    
    def forward(self, in_0, in_1, in_2, in_3, in_4, in_5, in_6, in_7, in_8, in_9, in_10, in_11, in_12, in_13, in_14, in_15, in_16, in_17, in_18, in_19, in_20):
        tmp_0 = in_20.view(16, 8, 196, 768)
        tmp_1 = tmp_0.transpose(1, 2);  tmp_0 = None
        tmp_2 = tmp_1.reshape(3136, 8, 768);  tmp_1 = None
        tmp_3 = torch.nn.functional.layer_norm(tmp_2, (768,), in_19, in_18, 1e-05);  tmp_2 = in_19 = in_18 = None
        tmp_4 = torch.nn.functional.linear(tmp_3, in_15, in_14);  tmp_3 = in_15 = in_14 = None
        tmp_5 = tmp_4.reshape(3136, 8, 3, 12, 64);  tmp_4 = None
        tmp_6 = tmp_5.permute(2, 0, 3, 1, 4);  tmp_5 = None
        tmp_7 = tmp_6.unbind(0);  tmp_6 = None
        tmp_8 = tmp_7[0]
        tmp_9 = tmp_7[1]
        tmp_10 = tmp_7[2];  tmp_7 = None
        tmp_11 = torch.nn.functional.scaled_dot_product_attention(tmp_8, tmp_9, tmp_10);  tmp_8 = tmp_9 = tmp_10 = None
        tmp_12 = tmp_11.transpose(1, 2);  tmp_11 = None
        tmp_13 = tmp_12.reshape(3136, 8, 768);  tmp_12 = None
        tmp_14 = torch.nn.functional.linear(tmp_13, in_13, in_12);  tmp_13 = in_13 = in_12 = None
        tmp_15 = torch.nn.functional.linear(tmp_14, in_17, in_16);  tmp_14 = in_17 = in_16 = None
        tmp_16 = tmp_15.view(16, 196, 8, 768);  tmp_15 = None
        tmp_17 = tmp_16.transpose(1, 2);  tmp_16 = None
        tmp_18 = tmp_17.reshape(16, 1568, 768);  tmp_17 = None
        tmp_19 = in_20 + tmp_18;  in_20 = tmp_18 = None
        tmp_20 = tmp_19.reshape(128, 196, 768)
        tmp_21 = torch.nn.functional.layer_norm(tmp_20, (768,), in_9, in_8, 1e-05);  tmp_20 = in_9 = in_8 = None
        tmp_22 = torch.nn.functional.linear(tmp_21, in_3, in_2);  tmp_21 = in_3 = in_2 = None
        tmp_23 = tmp_22.reshape(128, 196, 3, 12, 64);  tmp_22 = None
        tmp_24 = tmp_23.permute(2, 0, 3, 1, 4);  tmp_23 = None
        tmp_25 = tmp_24.unbind(0);  tmp_24 = None
        tmp_26 = tmp_25[0]
        tmp_27 = tmp_25[1]
        tmp_28 = tmp_25[2];  tmp_25 = None
        tmp_29 = torch.nn.functional.scaled_dot_product_attention(tmp_26, tmp_27, tmp_28);  tmp_26 = tmp_27 = tmp_28 = None
        tmp_30 = tmp_29.transpose(1, 2);  tmp_29 = None
        tmp_31 = tmp_30.reshape(128, 196, 768);  tmp_30 = None
        tmp_32 = torch.nn.functional.linear(tmp_31, in_1, in_0);  tmp_31 = in_1 = in_0 = None
        tmp_33 = tmp_32.view(16, 1568, 768);  tmp_32 = None
        tmp_34 = tmp_19 + tmp_33;  tmp_19 = tmp_33 = None
        tmp_35 = torch.nn.functional.layer_norm(tmp_34, (768,), in_11, in_10, 1e-05);  in_11 = in_10 = None
        tmp_36 = torch.nn.functional.linear(tmp_35, in_5, in_4);  tmp_35 = in_5 = in_4 = None
        tmp_37 = torch.nn.functional.gelu(tmp_36, approximate = 'none');  tmp_36 = None
        tmp_38 = torch.nn.functional.linear(tmp_37, in_7, in_6);  tmp_37 = in_7 = in_6 = None
        tmp_39 = tmp_34 + tmp_38;  tmp_34 = tmp_38 = None
        return (tmp_39,)
        