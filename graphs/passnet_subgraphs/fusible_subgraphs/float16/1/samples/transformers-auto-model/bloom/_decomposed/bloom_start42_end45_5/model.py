import torch

class GraphModule(torch.nn.Module):
    
    
    
    def forward(self, in_0):
        tmp_0 = torch.nn.functional.softmax(in_0, dim = -1, dtype = torch.float16);  in_0 = None
        tmp_1 = tmp_0.to(torch.float16);  tmp_0 = None
        tmp_2 = torch.nn.functional.dropout(tmp_1, 0.0, False, False);  tmp_1 = None
        return (tmp_2,)
        