import torch

class GraphModule(torch.nn.Module):
    
    
    
    def forward(self, in_0, in_1, in_2, in_3, in_4, in_5, in_6, in_7, in_8, in_9, in_10, in_11):
        tmp_0 = in_11.permute(0, 3, 1, 2);  in_11 = None
        tmp_1 = in_10 + tmp_0;  in_10 = tmp_0 = None
        tmp_2 = tmp_1.permute(0, 2, 3, 1);  tmp_1 = None
        tmp_3 = torch.nn.functional.layer_norm(tmp_2, (24,), in_7, in_6, 1e-06);  tmp_2 = in_7 = in_6 = None
        tmp_4 = tmp_3.permute(0, 3, 1, 2);  tmp_3 = None
        tmp_5 = torch.conv2d(tmp_4, in_9, in_8, (2, 2), (0, 0), (1, 1), 1);  tmp_4 = in_9 = in_8 = None
        tmp_6 = torch.conv2d(tmp_5, in_1, in_0, (1, 1), (2, 2), (1, 1), 48);  in_1 = in_0 = None
        tmp_7 = tmp_6.permute(0, 2, 3, 1);  tmp_6 = None
        tmp_8 = torch.nn.functional.layer_norm(tmp_7, (48,), in_5, in_4, 1e-06);  tmp_7 = in_5 = in_4 = None
        tmp_9 = torch.nn.functional.linear(tmp_8, in_3, in_2);  tmp_8 = in_3 = in_2 = None
        tmp_10 = torch.nn.functional.gelu(tmp_9, approximate = 'none');  tmp_9 = None
        return (tmp_5, tmp_10)
        