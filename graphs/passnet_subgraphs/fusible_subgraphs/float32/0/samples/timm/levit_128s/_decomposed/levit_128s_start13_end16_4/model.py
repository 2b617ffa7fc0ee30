import torch

class GraphModule(torch.nn.Module):
    
    
    
    def forward(self, in_0, in_1, in_2, in_3, in_4, in_5):
        tmp_0 = torch.nn.functional.linear(in_5, in_4, None);  in_5 = in_4 = None
        tmp_1 = tmp_0.flatten(0, 1)
        tmp_2 = torch.nn.functional.batch_norm(tmp_1, in_0, in_1, in_3, in_2, False, 0.1, 1e-05);  tmp_1 = in_0 = in_1 = in_3 = in_2 = None
        return (tmp_0, tmp_2)
        