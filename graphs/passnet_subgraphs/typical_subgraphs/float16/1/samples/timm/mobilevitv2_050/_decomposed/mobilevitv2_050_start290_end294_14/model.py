import torch

class GraphModule(torch.nn.Module):
    
    
    
    def forward(self, in_0, in_1, in_2):
        tmp_0 = torch.nn.functional.adaptive_avg_pool2d(in_2, 1);  in_2 = None
        tmp_1 = tmp_0.flatten(1, -1);  tmp_0 = None
        tmp_2 = torch.nn.functional.dropout(tmp_1, 0.0, False, False);  tmp_1 = None
        tmp_3 = torch.nn.functional.linear(tmp_2, in_1, in_0);  tmp_2 = in_1 = in_0 = None
        return (tmp_3,)
        