class Program_weight_tensor_meta_out:
	name = "in_0"
	original_name = "out"
	shape = [10832, 1]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.649
	std = 0.811
