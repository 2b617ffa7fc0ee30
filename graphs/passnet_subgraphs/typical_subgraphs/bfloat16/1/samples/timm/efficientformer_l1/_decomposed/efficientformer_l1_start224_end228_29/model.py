import torch

class GraphModule(torch.nn.Module):
    
    
    
    def forward(self, in_0, in_1, in_2, in_3, in_4):
        tmp_0 = torch.nn.functional.layer_norm(in_4, (448,), in_1, in_0, 1e-05);  in_4 = in_1 = in_0 = None
        tmp_1 = torch.nn.functional.linear(tmp_0, in_3, in_2);  tmp_0 = in_3 = in_2 = None
        tmp_2 = tmp_1.reshape(4, 49, 8, -1);  tmp_1 = None
        tmp_3 = tmp_2.permute(0, 2, 1, 3);  tmp_2 = None
        return (tmp_3,)
        