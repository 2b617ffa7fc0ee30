import torch

class GraphModule(torch.nn.Module):
    
    
    
    def forward(self, in_0, in_1, in_2, in_3, in_4, in_5, in_6, in_7):
        tmp_0 = in_6.permute(0, 3, 1, 2);  in_6 = None
        tmp_1 = in_7 + tmp_0;  in_7 = tmp_0 = None
        tmp_2 = torch.conv2d(tmp_1, in_1, in_0, (1, 1), (1, 1), (1, 1), 24);  in_1 = in_0 = None
        tmp_3 = tmp_2.permute(0, 2, 3, 1);  tmp_2 = None
        tmp_4 = torch.nn.functional.layer_norm(tmp_3, (24,), in_5, in_4, 1e-06);  tmp_3 = in_5 = in_4 = None
        tmp_5 = torch.nn.functional.linear(tmp_4, in_3, in_2);  tmp_4 = in_3 = in_2 = None
        tmp_6 = torch.nn.functional.gelu(tmp_5, approximate = 'none');  tmp_5 = None
        return (tmp_1, tmp_6)
        