class Program_weight_tensor_meta_truediv_2:
	name = "in_0"
	original_name = "truediv_2"
	shape = [32]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.469
	std = 0.293
