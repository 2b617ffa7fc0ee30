class Program_weight_tensor_meta_alibi:
	name = "in_0"
	original_name = "alibi"
	shape = [8, 1, 32]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 1.930
	std = 3.143
