import torch

class GraphModule(torch.nn.Module):
    
    
    
    def forward(self, in_0, in_1, in_2, in_3, in_4, in_5, in_6):
        tmp_0 = torch.nn.functional.layer_norm(in_6, (96,), in_1, in_0, 1e-06);  in_6 = in_1 = in_0 = None
        tmp_1 = torch.nn.functional.linear(tmp_0, in_3, in_2);  tmp_0 = in_3 = in_2 = None
        tmp_2 = torch.nn.functional.gelu(tmp_1, approximate = 'none');  tmp_1 = None
        tmp_3 = torch.nn.functional.linear(tmp_2, in_5, in_4);  tmp_2 = in_5 = in_4 = None
        return (tmp_3,)
        