import torch

class GraphModule(torch.nn.Module):
    
    
    
    def forward(self, in_0, in_1):
        tmp_0 = torch.nn.functional.embedding(in_0, in_1, None, None, 2.0, False, False);  in_0 = in_1 = None
        tmp_1 = torch.nn.functional.dropout(tmp_0, 0.1, False, False);  tmp_0 = None
        tmp_2 = tmp_1.to(torch.float16)
        tmp_3 = tmp_2.pow(2);  tmp_2 = None
        return (tmp_1, tmp_3)
        